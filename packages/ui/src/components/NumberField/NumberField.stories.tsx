import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Forms/NumberField',
  component: NumberField,
  // The plays type and read German number formats (the labels are props, the formats react-aria's for the
  // locale): the story tests keep these German; the toolbar still shows them in any locale, and the portal's
  // screens prove the other formats (Screens/Orders/History/Review toolbar › In Polish).
  tags: ['german-text'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Quantities and other numbers one steps through – an order amount – with an optional `unit`.',
          '**When not.** For identifiers that only look like numbers (postcodes, order or phone numbers: `TextField`).',
          "**Accessibility.** react-aria's number field: a spin button with −/+ buttons, arrow keys and Page Up/Down; parsed and formatted in the surrounding `I18nProvider`'s locale (\"2,5\" is 2.5 in German). The buttons' names come from react-aria in that locale unless `incrementLabel`/`decrementLabel` are given.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  // The locale (react-aria's I18nProvider) comes from Storybook's locale toolbar: German unless a reviewer
  // chooses another (.storybook/review.tsx).
  args: { label: 'Menge', unit: 'kg', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    // The unit is visible after the number and heard with the field.
    await expect(canvas.getByText('kg')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('kg');
    await expect(input).toHaveAttribute('aria-roledescription', 'Nummernfeld');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12');
    // The number is committed when the user leaves the field.
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await expect(args.onBlur).toHaveBeenCalledTimes(1);

    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('13');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
  },
};

export const StepperButtons: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    // react-aria names the buttons in the provider's language: its verb, then the field's label.
    const increment = canvas.getByRole('button', { name: 'erhöhen Menge' });
    const decrement = canvas.getByRole('button', { name: 'verringern Menge' });
    // Keyboard users step with the arrow keys; the buttons stay out of the tab order.
    await expect(increment).toHaveAttribute('tabindex', '-1');
    await expect(decrement).toHaveAttribute('tabindex', '-1');
    await userEvent.click(increment);
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    // A mouse press moves focus into the input, so typing can go on.
    await expect(input).toHaveFocus();
    await userEvent.click(decrement);
    await userEvent.click(decrement);
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const CustomStepperLabels: Story = {
  args: {
    label: 'Gebinde',
    unit: 'Sack',
    incrementLabel: 'Ein Sack mehr',
    decrementLabel: 'Ein Sack weniger',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ein Sack mehr' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ein Sack weniger' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Gebinde' })).toHaveAccessibleDescription('Sack');
  },
};

export const GermanDecimalComma: Story = {
  args: { label: 'Füllmenge', unit: 'l', step: 0.5 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Füllmenge' });
    await userEvent.type(input, '2,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(input).toHaveValue('2,5');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const WithDescription: Story = {
  args: { label: 'Anzahl', unit: 'Sack', description: 'Nur ganze Gebinde zu je 25 kg.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Anzahl' });
    await expect(input).toHaveAccessibleDescription('Nur ganze Gebinde zu je 25 kg. Sack');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 2,
    description: 'Mindestbestellmenge 5 kg.',
    errorMessage: 'Bitte bestellen Sie mindestens 5 kg.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    await expect(canvas.getByText('Bitte bestellen Sie mindestens 5 kg.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Mindestbestellmenge 5 kg. Bitte bestellen Sie mindestens 5 kg. kg',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Menge' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Menge' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'erhöhen Menge' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'verringern Menge' })).toBeDisabled();
    await userEvent.type(input, '5', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('10');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Bounds: Story = {
  args: { label: 'Paletten', unit: 'Stück', minValue: 1, maxValue: 10, defaultValue: 9 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Paletten' });
    const increment = canvas.getByRole('button', { name: 'erhöhen Paletten' });
    await userEvent.click(increment);
    await expect(input).toHaveValue('10');
    // At the maximum the + button is disabled.
    await expect(increment).toBeDisabled();
    // A typed value outside the range is clamped when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await userEvent.click(input);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'verringern Paletten' })).toBeDisabled();
  },
};

export const Currency: Story = {
  args: {
    label: 'Budget',
    unit: undefined,
    defaultValue: 1234.5,
    formatOptions: { style: 'currency', currency: 'EUR' },
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Budget' });
    await expect(input).toHaveValue('1.234,50\u00a0€');
    await expect(input).not.toHaveAccessibleDescription();
    await userEvent.clear(input);
    await userEvent.type(input, '99,9');
    await userEvent.tab();
    await expect(input).toHaveValue('99,90\u00a0€');
    await expect(args.onChange).toHaveBeenLastCalledWith(99.9);
  },
};

export const Controlled: Story = {
  render: function ControlledNumberField(args) {
    const [value, setValue] = useState(3);
    return (
      <>
        <NumberField {...args} value={value} onChange={setValue} />
        <p>Gewählt: {value} kg</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Gewählt: 3 kg')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'erhöhen Menge' }));
    await expect(canvas.getByText('Gewählt: 4 kg')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Menge' })).toHaveValue('4');
  },
};
