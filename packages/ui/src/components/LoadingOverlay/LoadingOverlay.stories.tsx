import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';

const content = (
  <div>
    <h1 style={{ marginTop: 0 }}>Bestellhistorie</h1>
    <p>Ihre Bestellungen der letzten zwei Jahre.</p>
  </div>
);

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use.** The app-wide veil while a page's first data loads, for short waits.",
          "**When not.** Where the component can show its own progress (`Widget`'s loading, `Button`'s `isPending`) or for long operations that need a progress figure.",
          '**Accessibility.** An indeterminate progress bar named by `label`; the content is `aria-busy` meanwhile. Focus is left where it is, since loads are short and a jumping focus is worse than a brief veil.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { isVisible: true, label: 'Wird geladen …', children: content },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progressbar = canvas.getByRole('progressbar', { name: 'Wird geladen …' });
    await expect(progressbar).toBeVisible();
    // Indeterminate: no value to announce.
    await expect(progressbar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByText('Wird geladen …')).toBeVisible();
    await expect(canvas.getByText('Bestellhistorie').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NotVisible: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('Wird geladen …')).toBeNull();
    await expect(canvas.getByText('Bestellhistorie').closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  },
};

function LoadingToggle(props: LoadingOverlayProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <LoadingOverlay {...props} isVisible={isVisible}>
      {props.children}
      <Button onPress={() => setVisible(true)}>Bestellungen laden</Button>
    </LoadingOverlay>
  );
}

export const NoLayoutShift: Story = {
  args: { isVisible: false },
  render: (args) => <LoadingToggle {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Bestellhistorie' });
    const before = heading.getBoundingClientRect();
    const scrollWidthBefore = canvasElement.ownerDocument.documentElement.scrollWidth;
    await userEvent.click(canvas.getByRole('button', { name: 'Bestellungen laden' }));
    await expect(canvas.getByRole('progressbar', { name: 'Wird geladen …' })).toBeVisible();
    const after = heading.getBoundingClientRect();
    await expect({ x: after.x, y: after.y, width: after.width }).toEqual({
      x: before.x,
      y: before.y,
      width: before.width,
    });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBe(scrollWidthBefore);
  },
};
