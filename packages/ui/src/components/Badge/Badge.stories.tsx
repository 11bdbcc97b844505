import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { badgeVariants } from './Badge.css';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A small count on an icon or a menu entry – items in the basket, open registrations, new documents.',
          '**When not.** For a status or a word (write it out, or use a `DescriptionList`), or for a number that means nothing without the control it sits on.',
          '**Accessibility.** The count is read as part of its parent. Set `isDecorative` when the parent\'s name already says the number ("Warenkorb, 3 Artikel") so it is not announced twice. Counts above `max` read `99+`; colours meet 4.5:1 in both shipped themes.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { count: 3 },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3')).toBeVisible();
  },
};

export const CappedAt99: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
    await expect(within(canvasElement).queryByText('120')).toBeNull();
  },
};

export const CustomMax: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0 },
  // Nothing to see on purpose: no badge at zero.
  tags: ['renders-nothing'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-badge]')).toBeNull();
  },
};

export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Decorative: Story = {
  args: { count: 5, isDecorative: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('5');
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {badgeVariants.map((variant, index) => (
        <Badge key={variant} {...args} variant={variant} count={index + 1} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('[data-badge]')].map((badge) => badge.textContent);
    await expect(texts).toEqual(['1', '2', '3']);
  },
};
