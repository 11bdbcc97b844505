import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { tokenValues } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { gaps } from './gap.css';
import { Stack } from './Stack';
import { stackAligns, stackElements } from './Stack.css';

function Box({ children }: { children: ReactNode }) {
  return <div style={{ padding: 8, border: '1px dashed #767f88', background: '#f3f5f7' }}>{children}</div>;
}

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Vertical flow with even gaps from the space scale: page sections, form blocks, lists of cards.',
          "**When not.** For things side by side (`Inline`), or where a component's own spacing is meant.",
          '**Accessibility.** No semantics unless asked: `as="ul"`/`"ol"` keeps list semantics (the list role is restated for Safari), `as="section"` with a name makes a region landmark.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    children: [
      <Box key="1">Lieferadresse</Box>,
      <Box key="2">Rechnungsadresse</Box>,
      <Box key="3">Zahlungsart</Box>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: gaps },
    align: { control: 'inline-radio', options: stackAligns },
    as: { control: 'inline-radio', options: stackElements },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    await expect(stack.tagName).toBe('DIV');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
    await expect(getComputedStyle(stack).rowGap).toBe(tokenValues.space.medium);
    const [first, second] = [...stack.children].map((child) => child.getBoundingClientRect());
    // Top to bottom, the full width of the stack.
    await expect(second?.top).toBe((first?.bottom ?? 0) + 16);
    await expect(first?.width).toBe(stack.getBoundingClientRect().width);
  },
};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
      {gaps.map((gap) => (
        <div key={gap} data-gap={gap}>
          <code>{gap}</code>
          <Stack {...args} gap={gap} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const gap of gaps) {
      const stack = canvasElement.querySelector(`[data-gap="${gap}"] > div`) as HTMLElement;
      await expect(getComputedStyle(stack).rowGap).toBe(
        tokenValues.space[gap] === '0' ? '0px' : tokenValues.space[gap],
      );
    }
  },
};

export const AlignCenter: Story = {
  args: {
    align: 'center',
    gap: 'small',
    children: [
      <p key="text" style={{ margin: 0 }}>
        Ihr Warenkorb ist leer.
      </p>,
      <Button key="button">Produkte suchen</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.firstElementChild as HTMLElement;
    const button = within(stack).getByRole('button', { name: 'Produkte suchen' });
    const outer = stack.getBoundingClientRect();
    const inner = button.getBoundingClientRect();
    await expect(Math.abs(inner.left - outer.left - (outer.right - inner.right))).toBeLessThanOrEqual(1);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'small',
    children: [
      <li key="1">Schmierfett LX 2</li>,
      <li key="2">Hydrauliköl HLP 46</li>,
      <li key="3">Kettenspray</li>,
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.tagName).toBe('UL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Bestellübersicht' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Bestellübersicht' });
    await expect(region.tagName).toBe('SECTION');
  },
};
