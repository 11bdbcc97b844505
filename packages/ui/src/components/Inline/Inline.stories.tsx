import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tokenValues } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { gaps } from '../Stack/gap.css';
import { Inline } from './Inline';
import { inlineAligns, inlineAlignsY, inlineElements } from './Inline.css';

const buttons = [
  <Button key="save">Speichern</Button>,
  <Button key="preview" variant="secondary">
    Vorschau
  </Button>,
  <Button key="cancel" variant="tertiary">
    Abbrechen
  </Button>,
];

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Things side by side with an even gap from the space scale that wrap where they do not fit: a row of buttons, filters, tags.',
          '**When not.** For vertical flow (`Stack`) or for page columns and grids.',
          '**Accessibility.** No semantics of its own; `as="ul"`/`"ol"` keeps list semantics. Reading and focus order are the DOM order – `align` only distributes, never reorders.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { children: buttons },
  argTypes: {
    gap: { control: 'select', options: gaps },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    as: { control: 'inline-radio', options: inlineElements },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

const rects = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.getBoundingClientRect());

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const inline = canvasElement.firstElementChild as HTMLElement;
    await expect(getComputedStyle(inline).columnGap).toBe(tokenValues.space.small);
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
    const [save, preview, cancel] = rects(canvasElement);
    // Side by side, in source order, on one line.
    await expect(preview?.left).toBe((save?.right ?? 0) + 8);
    await expect(cancel?.top).toBe(save?.top);
  },
};

export const Wrapping: Story = {
  render: (args) => (
    <div style={{ width: 300 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [save, preview, cancel] = rects(canvasElement);
    // What does not fit moves onto the next line, a row gap below.
    await expect(preview?.top).toBe(save?.top);
    await expect(cancel?.top).toBe((save?.bottom ?? 0) + 8);
    await expect(cancel?.left).toBe(save?.left);
  },
};

export const NoWrap: Story = {
  args: { wrap: false },
  render: (args) => (
    <div style={{ width: 220, overflow: 'hidden' }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [save, , cancel] = rects(canvasElement);
    await expect(cancel?.top).toBe(save?.top);
  },
};

export const AlignBetween: Story = {
  args: {
    align: 'between',
    children: [
      <Button key="back" variant="secondary">
        Zurück
      </Button>,
      <Button key="next">Weiter</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const inline = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const [back, next] = rects(canvasElement);
    await expect(back?.left).toBe(inline.left);
    await expect(next?.right).toBe(inline.right);
  },
};

export const AlignYEnd: Story = {
  args: {
    alignY: 'end',
    align: 'end',
    children: [
      <span key="total" style={{ fontSize: '2.25rem' }}>
        1.234,50 €
      </span>,
      <Button key="order">Bestellen</Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const inline = (canvasElement.firstElementChild as HTMLElement).getBoundingClientRect();
    const total = within(canvasElement).getByText('1.234,50 €').getBoundingClientRect();
    const [order] = rects(canvasElement);
    await expect(order?.bottom).toBe(total.bottom);
    await expect(order?.right).toBe(inline.right);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xsmall',
    children: ['Öle', 'Fette', 'Reiniger'].map((category) => <li key={category}>{category}</li>),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Öle', 'Fette', 'Reiniger']);
  },
};
