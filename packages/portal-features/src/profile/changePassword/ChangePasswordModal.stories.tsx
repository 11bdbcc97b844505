import type { MessageDescriptor } from '@formatjs/intl';
import { maxLengths } from '@kundenportal/api-client/limits';
import { resetMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { passwordMessages, submitMessages, submitMissing } from '../../shared/forms';
import {
  createStoryServices,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyPath,
  storyText,
  storyTextPattern,
} from '../../shared/testing';
import { storyScreenText } from '../../shared/testing/storyScreenText';
import { changePasswordMessages } from '../messages';
import { ProfilePage } from '../ProfilePage';
import { ChangePasswordModal } from './ChangePasswordModal';

const email = 'kunde@kundenportal.example';

/** A password field by its whole label in the story's locale (one label may be the start of another). */
const passwordField = (dialog: ReturnType<typeof within>, label: MessageDescriptor) =>
  dialog.getByLabelText(new RegExp(`^${storyTextPattern(label).source}\\*?$`), { selector: 'input' });

/** Any of the form's requests to the user ("Bitte …" in German): a field's missing value, the check, the untouched form. */
const requiredMessages = () =>
  new RegExp(
    `^(?:${[
      changePasswordMessages.currentPasswordRequired,
      changePasswordMessages.passwordRequired,
      changePasswordMessages.passwordConfirmationRequired,
      changePasswordMessages.notificationError,
      submitMessages.untouched,
    ]
      .map((message) => storyTextPattern(message).source)
      .join('|')})`,
  );

/** The modal is opened from the profile, as the user does it. */
async function openModal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: storyText(changePasswordMessages.submit) }),
  );
  const dialog = within(
    await screen.findByRole('dialog', { name: storyText(changePasswordMessages.submit) }),
  );
  return {
    dialog,
    current: passwordField(dialog, changePasswordMessages.currentPassword),
    password: passwordField(dialog, changePasswordMessages.password),
    confirmation: passwordField(dialog, changePasswordMessages.passwordConfirmation),
    submit: dialog.getByRole('button', { name: storyText(changePasswordMessages.submit) }),
  };
}

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Profile · Profil/Change password',
  id: 'screens-profile-change-password',
  component: ChangePasswordModal,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: false, onOpenChange: fn() },
  loaders: [
    async () => {
      const serviceUnavailable = fn();
      const services = await createStoryServices({
        loginAs: email,
        onServiceUnavailable: serviceUnavailable,
      });
      return { services, serviceUnavailable };
    },
  ],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/profile">
      <ProfilePage />
    </StoryPortal>
  ),
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitDisabledUntouched: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await expect(current).toHaveFocus();
    for (const field of [current, password, confirmation]) {
      await expect(field).toBeRequired();
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('type', 'password');
    }
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.queryByText(requiredMessages())).toBeNull();
    // Cancel closes without a word to the server.
    await userEvent.click(dialog.getByRole('button', { name: storyText(changePasswordMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The blocked submit stays focusable and says why; pressing it shows every field's message and moves to the
 * first field that needs attention.
 */
export const BlockedSubmitExplains: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, submit } = await openModal(canvasElement);
    await expect(submit).toHaveAccessibleDescription(storyText(submitMissing, { count: 3 }));
    submit.focus();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(dialog.getAllByText(requiredMessages()).length).toBeGreaterThanOrEqual(3);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Leaving each field empty names what is missing; the button stays disabled. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'x');
    await userEvent.clear(current);
    await userEvent.tab(); // to the show-password toggle
    await userEvent.tab(); // to the new password
    await expect(password).toHaveFocus();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(
      storyText(changePasswordMessages.currentPasswordRequired),
    );

    await userEvent.click(confirmation);
    await expect(password).toHaveAccessibleDescription(
      storyTextPattern(changePasswordMessages.passwordRequired),
    );
    await userEvent.click(current);
    await expect(
      dialog.getByText(storyText(changePasswordMessages.passwordConfirmationRequired)),
    ).toBeVisible();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
  },
};

export const PasswordRuleNotMet: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'Demo1234!');
    await userEvent.type(password, 'abcdefgh1');
    await userEvent.type(confirmation, 'abcdefgh1');
    const rule = storyText(passwordMessages.passwordRule);
    await expect(dialog.getByText(rule)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    // A special character fixes it; the message goes and the button comes alive.
    await userEvent.click(password);
    await userEvent.type(password, '!');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'abcdefgh1!');
    await expect(dialog.queryByText(rule)).toBeNull();
    await expect(submit).not.toHaveAttribute('aria-disabled');
  },
};

export const ConfirmationMismatch: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'Demo1234!');
    await userEvent.type(password, 'Neu-Pass1');
    await userEvent.type(confirmation, 'Neu-Pass2');
    await userEvent.tab();
    const mismatch = storyText(passwordMessages.passwordMismatch);
    await expect(confirmation).toHaveAccessibleDescription(mismatch);
    await expect(dialog.getByText(mismatch)).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'Neu-Pass1');
    await expect(dialog.queryByText(mismatch)).toBeNull();
    await expect(submit).not.toHaveAttribute('aria-disabled');
  },
};

/** Success ends the session: modal closed, logged out, on the home page, with the success notice for 3 s. */
export const Success: Story = {
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    try {
      const { current, password, confirmation, submit } = await openModal(canvasElement);
      await userEvent.type(current, 'Demo1234!');
      await userEvent.type(password, 'Neu-Pass1!');
      await userEvent.type(confirmation, 'Neu-Pass1!');
      await userEvent.click(submit);

      const notification = await screen.findByText(
        storyScreenText(changePasswordMessages.notificationSuccess),
      );
      await expect(notification).toBeVisible();
      await expect(services.notifications.current()).toMatchObject({ type: 'success', duration: 3000 });
      await waitFor(() =>
        expect(within(canvasElement).getByTestId('location')).toHaveTextContent(
          new RegExp(`^${storyPath('/')}$`),
        ),
      );
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(services.api.session.getSnapshot()).toBe(false);
      // The new password is the one that counts now.
      await expect(await services.api.session.login(email, 'Demo1234!')).toBe('invalid');
      await expect(await services.api.session.login(email, 'Neu-Pass1!')).toBe('ok');
    } finally {
      // The mock backend lives on in this page; other stories log in with the demo password.
      resetMockDb();
    }
  },
};

/** The server refuses the current password: error notice, the form stays open with everything typed. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'Falsch123!');
    await userEvent.type(password, 'Neu-Pass1!');
    await userEvent.type(confirmation, 'Neu-Pass1!');
    await userEvent.click(submit);

    const error = storyText(changePasswordMessages.notificationError);
    // The banner sits outside the modal, which hides the rest of the page from assistive tech meanwhile.
    await expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(error);
    await expect(services.notifications.current()).toMatchObject({
      text: error,
      type: 'error',
      duration: 3000,
    });
    await expect(
      dialog.getByRole('heading', { name: storyText(changePasswordMessages.submit) }),
    ).toBeVisible();
    await expect(current).toHaveValue('Falsch123!');
    await expect(password).toHaveValue('Neu-Pass1!');
    await expect(confirmation).toHaveValue('Neu-Pass1!');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(error);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(services.api.session.getSnapshot()).toBe(true);
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/user/profile');

    // Correcting the current password clears the error state.
    await userEvent.clear(current);
    await userEvent.type(current, 'Demo1234!');
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expect(submit).not.toHaveAttribute('aria-disabled');
  },
};

/** No response: the API client sends the user to /outofservice; the form shows no error of its own. */
export const Unreachable: Story = {
  parameters: { msw: { handlers: [storyHttp.post('/user/password', () => HttpResponse.error())] } },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const { current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'Demo1234!');
    await userEvent.type(password, 'Neu-Pass1!');
    await userEvent.type(confirmation, 'Neu-Pass1!');
    await userEvent.click(submit);

    await waitFor(() => expect(loaded.serviceUnavailable).toHaveBeenCalledTimes(1));
    await expect(services.notifications.current()).toBeUndefined();
    await expect(services.api.session.getSnapshot()).toBe(true);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
  },
};

/** The fields stop where the contract does (`ResetPasswordRequest`), a limit taken from one place. */
export const LimitsFromContract: Story = {
  play: async ({ canvasElement }) => {
    const { current, password, confirmation } = await openModal(canvasElement);
    const limits = maxLengths.ResetPasswordRequest.reset_password;
    await expect(current).toHaveAttribute('maxlength', String(limits.currentPassword));
    await expect(password).toHaveAttribute('maxlength', String(limits.password));
    await expect(confirmation).toHaveAttribute('maxlength', String(limits.passwordConfirmation));
  },
};

/** The server refuses the new password: its words stand beside that field, never as a raw path. */
export const NewPasswordRefusedByServer: Story = {
  parameters: {
    msw: {
      handlers: [
        storyHttp.post('/user/password', ({ response }) =>
          response(422).json({
            message: 'Validation Failed',
            errors: [
              { field: 'reset_password.password', message: 'Das Passwort wurde schon einmal verwendet.' },
            ],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, current, password, confirmation, submit } = await openModal(canvasElement);
    await userEvent.type(current, 'Demo1234!');
    await userEvent.type(password, 'Neu-Pass1!');
    await userEvent.type(confirmation, 'Neu-Pass1!');
    await userEvent.click(submit);

    const refusal = 'Das Passwort wurde schon einmal verwendet.';
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(refusal)));
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(current).not.toHaveAttribute('aria-invalid');
    await expect(dialog.queryByText(/reset_password/)).toBeNull();

    // A new try clears the server's word.
    await userEvent.type(password, '2');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};
