import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Entering or setting a password; `autoComplete` says which, so password managers help.',
          '**When not.** For a second "repeat password" field – the show button lets users check what they typed instead.',
          '**Accessibility.** A text field with a toggle button named by `labels.showPassword` that reports its pressed state; label, description (e.g. the rules) and error are tied to the input.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    label: 'Passwort',
    labels: { showPassword: 'Passwort anzeigen' },
    autoComplete: 'current-password',
    onChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A password input has no role; it is found through its label (whose text may end in the required asterisk). */
const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Passwort/, { selector: 'input' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    const toggle = canvas.getByRole('button', { name: 'Passwort anzeigen' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    const input = passwordInput(canvasElement);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName('Passwort');
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Neues Passwort',
    autoComplete: 'new-password',
    description: 'Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Neues Passwort', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription(
      'Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.',
    );
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'kurz',
    isInvalid: true,
    errorMessage: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(canvas.getByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Das Passwort muss mindestens 8 Zeichen lang sein.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeDisabled();
    await userEvent.type(input, 'geheim', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = passwordInput(canvasElement);
    await userEvent.type(input, 'Geheim1!');
    await expect(input).toHaveValue('Geheim1!');
    await expect(args.onChange).toHaveBeenLastCalledWith('Geheim1!');
  },
};

export const ToggleVisibility: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Passwort anzeigen' });
    await userEvent.type(input, 'Geheim1!');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Geheim1!');
    // A pointer press leaves focus in the input, so typing simply goes on.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('?');
    await expect(input).toHaveValue('Geheim1!?');
    await expect(args.onChange).toHaveBeenLastCalledWith('Geheim1!?');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Geheim1!?');
  },
};

export const ToggleByKeyboard: Story = {
  args: { defaultValue: 'Geheim1!' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Passwort anzeigen' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('Geheim1!');
  },
};
