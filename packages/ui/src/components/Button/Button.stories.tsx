import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** An action on this page: submit a form, open a dialog, add to the basket. One `primary` per view for the main action, `secondary` for alternatives, `tertiary` for low emphasis, `danger` for destructive actions; `isPending` while the action runs.',
          '**When not.** To go to another page – that is a `Link` (`variant="button"` if it must look like one). For several actions on one object use an `ActionMenu`.',
          "**Accessibility.** A react-aria Button: one press event for mouse, touch and keyboard (Enter, Space), a focus ring only for keyboard focus, at least 44px high (`small`: 32px, above WCAG's 24px). An `iconOnly` button needs an `aria-label`. Pending keeps focus, ignores presses and announces `pendingLabel`; `aria-disabled` keeps a blocked submit focusable so it can say why.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { children: 'In den Warenkorb', onPress: fn() },
  argTypes: {
    // The label as plain text: Storybook's default for ReactNode is a JSON editor that ignores typed text.
    children: { control: 'text' },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In den Warenkorb' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([...buttonVariants]);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The one pending look (forms, Wizard, ConfirmDialog): variant colours kept, a spinner, presses ignored. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Wird gesendet …', children: 'Absenden' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Absenden/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending');
    await expect(within(button).getByRole('progressbar', { name: 'Wird gesendet …' })).toBeVisible();
    // Busy, not unavailable: the primary blue stays.
    await expect(getComputedStyle(button).cursor).toBe('progress');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(0, 80, 140)');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A form's submit while it sends: type="button", so Enter in a field cannot send twice. */
export const PendingSubmit: Story = {
  args: { isPending: true, pendingLabel: 'Wird gesendet …', children: 'Absenden', type: 'submit' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Absenden/ })).toHaveAttribute('type', 'button');
  },
};
