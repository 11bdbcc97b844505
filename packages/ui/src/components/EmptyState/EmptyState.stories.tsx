import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { iconNames } from '../Icon/IconShapes';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** In place of a list, table or page that has nothing to show yet – with why, and the way forward as `action` (a `Button` or `Link`).',
          "**When not.** For a failure (an `InlineAlert` with a retry) or while loading (a `Widget`'s loading state, `LoadingOverlay`).",
          '**Accessibility.** A heading (`headingLevel` fits the page outline) and text; the icon is decorative and hidden from assistive technology.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { title: 'Noch keine Bestellungen' },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Noch keine Bestellungen' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

const onSearch = fn();

export const WithDescriptionAndAction: Story = {
  args: {
    icon: 'orders',
    children: 'Ihre Bestellungen erscheinen hier, sobald Sie über das Portal bestellt haben.',
    action: <Button onPress={onSearch}>Produkte suchen</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Noch keine Bestellungen' })).toBeVisible();
    await expect(
      canvas.getByText('Ihre Bestellungen erscheinen hier, sobald Sie über das Portal bestellt haben.'),
    ).toBeVisible();
    // The icon is decorative.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('svg[data-icon="orders"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    onSearch.mockClear();
    await userEvent.tab();
    const action = canvas.getByRole('button', { name: 'Produkte suchen' });
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSearch).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: {
    headingLevel: 3,
    icon: 'search',
    title: 'Keine Treffer für „Kettenöl XL“',
    children: 'Prüfen Sie die Schreibweise oder suchen Sie nach der Artikelnummer.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Keine Treffer für „Kettenöl XL“' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};
