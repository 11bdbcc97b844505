import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** One independent yes/no that takes effect with the form: accept the terms, subscribe to the newsletter.',
          '**When not.** For several related options (`CheckboxGroup`), for one of several (`RadioGroup`), or for a setting that should apply at once without submitting.',
          '**Accessibility.** A native checkbox under react-aria: `label` is its accessible name (it may contain a link), `description` and `errorMessage` are attached as its description, required and invalid states are exposed; Space toggles, the whole label is the 44px target.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Ich akzeptiere die AGB', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await expect(checkbox).not.toBeChecked();
    // The label is part of the target, not only the small box.
    await userEvent.click(within(canvasElement).getByText('Ich akzeptiere die AGB'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const checkbox = canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await expect(checkbox).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Preiskonditionen bestätigen',
    description: 'Es gelten die Preise Ihres Rahmenvertrags.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Preiskonditionen bestätigen' });
    await expect(checkbox).toHaveAccessibleDescription('Es gelten die Preise Ihres Rahmenvertrags.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bitte akzeptieren Sie die AGB.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await expect(canvas.getByText('Bitte akzeptieren Sie die AGB.')).toBeVisible();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
  },
};

export const ValidatedWhenChanged: Story = {
  args: {
    validationBehavior: 'aria',
    validate: (isSelected) => (isSelected ? null : 'Bitte akzeptieren Sie die AGB.'),
    defaultSelected: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await userEvent.click(checkbox);
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
