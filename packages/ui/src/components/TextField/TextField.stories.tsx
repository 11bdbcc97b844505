import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Single-line text: a name, an e-mail address (`type="email"`), a phone number (`type="tel"`), an order number.',
          '**When not.** For numbers with steps (`NumberField`), passwords (`PasswordField`), searches (`SearchField`) or several lines (`TextArea`).',
          '**Accessibility.** `label` is the accessible name, `description` and `errorMessage` are attached; the `type` brings the matching on-screen keyboard. `placeholder` is only for a format hint, never a label.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Nachname', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nachname' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Müller');
    await expect(args.onChange).toHaveBeenLastCalledWith('Müller');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The asterisk is visible but not part of the accessible name.
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const input = canvas.getByRole('textbox', { name: 'Nachname' });
    await expect(input).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: { label: 'Telefonnummer', type: 'tel', description: 'Mit Vorwahl, z. B. 0711 123456' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Telefonnummer' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAccessibleDescription('Mit Vorwahl, z. B. 0711 123456');
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-Mail',
    type: 'email',
    defaultValue: 'max.mustermann',
    description: 'An diese Adresse senden wir Ihre Bestellbestätigung.',
    isInvalid: true,
    errorMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-Mail' });
    await expect(canvas.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'An diese Adresse senden wir Ihre Bestellbestätigung. Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  },
};

export const ValidatedWhileTyping: Story = {
  args: {
    label: 'Kundennummer',
    inputMode: 'numeric',
    validationBehavior: 'aria',
    validate: (value) => (/^\d{6}$/.test(value) ? null : 'Die Kundennummer hat 6 Ziffern.'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Kundennummer' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1234');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Die Kundennummer hat 6 Ziffern.');
    await userEvent.type(input, '56');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Die Kundennummer hat 6 Ziffern.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mustermann' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nachname' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'xyz', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Mustermann');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  args: { label: 'E-Mail', type: 'email', name: 'email', autoComplete: 'email' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-Mail' });
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('name', 'email');
    await userEvent.type(input, 'max@beispiel.de');
    await expect(input).toHaveValue('max@beispiel.de');
    await expect(args.onChange).toHaveBeenLastCalledWith('max@beispiel.de');
    await expect(args.onChange).toHaveBeenCalledTimes('max@beispiel.de'.length);
  },
};
