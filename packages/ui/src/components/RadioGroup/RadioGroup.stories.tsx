import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const receivingTimes = [
  { value: 'morning', label: 'Vormittags' },
  { value: 'afternoon', label: 'Nachmittags' },
  { value: 'appointment', label: 'Fester Termin', description: 'Wir rufen Sie zur Abstimmung an.' },
];

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** One choice among two to about five options that should all be visible at once.',
          '**When not.** For many options (`Select`, `ComboBox`) or for an independent yes/no (`Checkbox`).',
          '**Accessibility.** A react-aria radio group named by `label`: the arrow keys move the choice, Tab enters and leaves the group; description and error belong to the group.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Warenannahme', options: receivingTimes, onChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Warenannahme' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(canvas.getByText('Nachmittags'));
    await expect(canvas.getByRole('radio', { name: 'Nachmittags' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
  },
};

export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    label: 'Anrede',
    options: [
      { value: 'mister', label: 'Herr' },
      { value: 'miss', label: 'Frau' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Anrede' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const [first, second] = within(group).getAllByRole('radio');
    // Side by side: the second option sits to the right of the first, on the same line.
    await expect(second?.closest('label')?.getBoundingClientRect().left).toBeGreaterThan(
      first?.closest('label')?.getBoundingClientRect().right ?? Number.POSITIVE_INFINITY,
    );
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'receivingTime' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const group = canvas.getByRole('radiogroup', { name: 'Warenannahme' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeRequired();
    }
  },
};

export const WithDescription: Story = {
  args: { description: 'Wann können wir Ware anliefern?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Warenannahme' })).toHaveAccessibleDescription(
      'Wann können wir Ware anliefern?',
    );
    // An option's own help text comes first for that radio; react-aria adds the group's after it.
    await expect(canvas.getByRole('radio', { name: 'Fester Termin' })).toHaveAccessibleDescription(
      'Wir rufen Sie zur Abstimmung an. Wann können wir Ware anliefern?',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bitte wählen Sie eine Annahmezeit.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Warenannahme' });
    await expect(canvas.getByText('Bitte wählen Sie eine Annahmezeit.')).toBeVisible();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Bitte wählen Sie eine Annahmezeit.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'morning' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'Nachmittags' }), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Vormittags' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'morning' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const morning = canvas.getByRole('radio', { name: 'Vormittags' });
    const afternoon = canvas.getByRole('radio', { name: 'Nachmittags' });
    const appointment = canvas.getByRole('radio', { name: 'Fester Termin' });
    await userEvent.tab();
    await expect(morning).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(afternoon).toHaveFocus();
    await expect(afternoon).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
    await userEvent.keyboard('{ArrowDown}');
    await expect(appointment).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(afternoon).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('afternoon');
    // The group is one tab stop.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};
