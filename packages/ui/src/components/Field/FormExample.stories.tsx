import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateField } from '../DateField/DateField';
import { PasswordField } from '../PasswordField/PasswordField';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

type OrderContactErrors = Partial<Record<'salutation' | 'lastName' | 'email' | 'password' | 'terms', string>>;

const messages = {
  salutation: 'Bitte wählen Sie eine Anrede.',
  lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  password: 'Das Passwort erfüllt die Regeln noch nicht.',
  terms: 'Bitte akzeptieren Sie die AGB.',
} as const;

/** The example's rules; in the portal each form has its own schema that feeds form and tests alike. */
function validateOrderContact(data: FormData): OrderContactErrors {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const errors: OrderContactErrors = {};
  if (text('salutation') === '') errors.salutation = messages.salutation;
  if (text('lastName') === '') errors.lastName = messages.lastName;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('email'))) errors.email = messages.email;
  const password = text('password');
  if (
    password.length < 8 ||
    !/[a-z]/i.test(password) ||
    !/\d/.test(password) ||
    !/[^a-z\d]/i.test(password)
  ) {
    errors.password = messages.password;
  }
  if (data.get('terms') === null) errors.terms = messages.terms;
  return errors;
}

/**
 * How the fields compose: the caller validates on submit and hands the messages to `Form`'s
 * `validationErrors`, which shows each next to its field (by `name`) until the user edits that field.
 * `validationBehavior="aria"` marks fields invalid without the browser's own bubbles or submit blocking.
 */
function OrderContactForm({ onSubmit }: { onSubmit: (values: Record<string, FormDataEntryValue>) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<OrderContactErrors>({});
  const [submitCount, setSubmitCount] = useState(0);

  // After a failed submit, focus goes to the first invalid field so keyboard and screen reader users land on it.
  useEffect(() => {
    if (submitCount === 0) return;
    const firstInvalid = formRef.current?.querySelector('[data-invalid]');
    firstInvalid
      ?.querySelector<HTMLElement>('button, input:not([type="hidden"]), textarea, [role="spinbutton"]')
      ?.focus();
  }, [submitCount]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = validateOrderContact(data);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSubmitCount((count) => count + 1);
      return;
    }
    onSubmit(Object.fromEntries(data));
  };

  return (
    <Form
      ref={formRef}
      validationBehavior="aria"
      validationErrors={errors}
      onSubmit={handleSubmit}
      style={{ display: 'grid', gap: 16, maxWidth: 480 }}
    >
      <Select
        name="salutation"
        label="Anrede"
        placeholder="Bitte wählen"
        isRequired
        items={[
          { id: 'mister', label: 'Herr' },
          { id: 'miss', label: 'Frau' },
        ]}
      />
      <TextField name="lastName" label="Nachname" autoComplete="family-name" isRequired />
      <TextField name="email" type="email" label="E-Mail" autoComplete="email" isRequired />
      <PasswordField
        name="password"
        label="Passwort"
        labels={{ showPassword: 'Passwort anzeigen' }}
        autoComplete="new-password"
        description="Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen."
        isRequired
      />
      <DateField name="deliveryDate" label="Wunschliefertermin" />
      <RadioGroup
        name="receivingTime"
        label="Warenannahme"
        orientation="horizontal"
        defaultValue="morning"
        options={[
          { value: 'morning', label: 'Vormittags' },
          { value: 'afternoon', label: 'Nachmittags' },
        ]}
      />
      <TextArea
        name="remarks"
        label="Lieferhinweise"
        rows={3}
        maxLength={200}
        characterCountLabel={(count, max) => `${count} von ${max} Zeichen`}
      />
      <Checkbox name="terms" label="Ich akzeptiere die AGB" isRequired />
      <div>
        <Button type="submit">Anfrage senden</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'UI/Forms/FormExample',
  component: OrderContactForm,
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use.** The pattern for forms: react-aria's `Form` around the design system's fields, each with `label`, `description` and `errorMessage` as props; the app validates on submit and passes the messages as `validationErrors`. `FieldLabel`, `FieldDescription` and `FieldErrorMessage` are exported for building a field of one's own.",
          '**When not.** Labels written beside a field by hand, or the browser\'s own validation bubbles (`validationBehavior="aria"` keeps them off).',
          "**Accessibility.** Every field's label, help text and error are tied to its control; required fields are marked visibly and with `aria-required`; after a failed submit focus goes to the first invalid field and its message is read with it.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { onSubmit: fn() },
} satisfies Meta<typeof OrderContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormExample: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const lastName = canvas.getByRole('textbox', { name: 'Nachname' });
    const email = canvas.getByRole('textbox', { name: 'E-Mail' });
    const submit = canvas.getByRole('button', { name: 'Anfrage senden' });
    // A Form's native checks of a Select start once its code is in; its look-alike only shows errors it is given.
    await canvas.findByRole('button', { name: /Anrede/ });

    // Nothing is flagged before the first submit.
    await expect(canvas.queryByText(messages.lastName)).not.toBeInTheDocument();
    await userEvent.type(lastName, 'Mustermann');
    await userEvent.type(email, 'max@beispiel');
    await userEvent.click(submit);

    for (const message of [messages.salutation, messages.email, messages.password, messages.terms]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(messages.email);
    await expect(canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Typed values stay; the valid field shows no error.
    await expect(lastName).toHaveValue('Mustermann');
    await expect(email).toHaveValue('max@beispiel');
    await expect(lastName).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Focus lands on the first invalid field.
    const salutation = await canvas.findByRole('button', { name: /Anrede/ });
    await waitFor(() => expect(salutation).toHaveFocus());

    // Correct everything; an edited field drops its error once the user leaves it.
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Frau' }));
    await expect(canvas.queryByText(messages.salutation)).not.toBeInTheDocument();
    await userEvent.type(email, '.de');
    await userEvent.type(canvas.getByLabelText(/^Passwort/, { selector: 'input' }), 'Geheim1!');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(messages.email)).not.toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('15032030');
    await userEvent.click(canvas.getByRole('radio', { name: 'Nachmittags' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Lieferhinweise' }), 'Tor 3');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' }));
    await userEvent.click(submit);

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      salutation: 'miss',
      lastName: 'Mustermann',
      email: 'max@beispiel.de',
      password: 'Geheim1!',
      deliveryDate: '2030-03-15',
      receivingTime: 'afternoon',
      remarks: 'Tor 3',
      terms: 'on',
    });
    await expect(canvasElement.querySelector('[aria-invalid="true"]')).toBeNull();
  },
};
