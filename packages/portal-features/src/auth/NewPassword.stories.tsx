import { mailbox, resetMockDb } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { passwordMessages } from '../shared/forms/messages';
import {
  createStoryServices,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyPath,
  storyText,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { AuthDialogs } from './AuthDialogs';
import { commonMessages, loginPageMessages, newPasswordMessages, resetPasswordMessages } from './messages';
import { LoginPage } from './routes';
import {
  expectSuccessNotice,
  findDialog,
  findPasswordField,
  firstAppearance,
  location,
  mockBackend,
  passwordField,
  type RecordedRequest,
  recordRequests,
} from './storyHelpers.testing';

const email = 'kunde@kundenportal.example';

/** 'Passwort vergessen' as the dialog sends it; the link is read from the mock's mailbox. */
const loadResetLink = async () => {
  const serviceUnavailable = fn();
  const services = await createStoryServices({ onServiceUnavailable: serviceUnavailable });
  await services.api.POST('/auth/magic', {
    params: { query: { language: 'de' } },
    body: { magic_link: { email, target: 'forgotpassword' } },
  });
  const url = mailbox.lastLoginLink(email)?.link;
  if (!url) throw new Error(`No reset link for ${email} in the mock mailbox`);
  return { services, url, serviceUnavailable };
};

/** The reset link followed: logged in, and the page asks for the new password only. */
async function arrive(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: storyText(newPasswordMessages.title) },
      firstAppearance,
    ),
  ).toBeVisible();
  const password = await findPasswordField(canvasElement, newPasswordMessages.password);
  const confirmation = passwordField(canvasElement, newPasswordMessages.passwordConfirmation);
  const submit = canvas.getByRole('button', { name: storyText(newPasswordMessages.submit) });
  return { canvas, password, confirmation, submit };
}

/** The same new password typed twice and sent. */
async function sendNewPassword(
  form: Pick<Awaited<ReturnType<typeof arrive>>, 'password' | 'confirmation' | 'submit'>,
) {
  await userEvent.type(form.password, 'Neu!Pass2026');
  await userEvent.type(form.confirmation, 'Neu!Pass2026');
  await userEvent.click(form.submit);
}

let passwordRequests: RecordedRequest[] = [];

const meta = {
  title: 'Screens/Auth/New password after reset link',
  component: LoginPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loadResetLink],
  beforeEach({ msw }) {
    passwordRequests = recordRequests(msw, 'post', '/user/password');
  },
  // StrictMode as in development: the single-use link is still spent once.
  render: (_args, { loaded }) => (
    <StrictMode>
      <StoryPortal services={servicesOf(loaded)} url={loaded.url as string}>
        <LoginPage />
        <AuthDialogs />
      </StoryPortal>
    </StrictMode>
  ),
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No current password asked: new password twice, the rule beside it, a show-password toggle. Saving logs in
 * with the new password and goes on to the login target; the old password is refused from then on.
 */
export const Valid: Story = {
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const { canvas, password, confirmation, submit } = await arrive(canvasElement);
    await expect(loaded.url).toMatch(/&purpose=reset$/);
    // No current password: the form's only fields are the new password and its confirmation.
    await expect([...(password.closest('form')?.querySelectorAll('input') ?? [])]).toEqual([
      password,
      confirmation,
    ]);
    await expect(password).toHaveFocus();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAccessibleDescription(storyText(newPasswordMessages.passwordDescription));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(password, 'Neu!Pass2026');
    const toggles = canvas.getAllByRole('button', { name: storyText(commonMessages.showPassword) });
    await userEvent.click(toggles[0] as HTMLElement);
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.type(confirmation, 'Neu!Pass2026');
    try {
      // A double click sends once.
      await userEvent.dblClick(submit);
      await expectSuccessNotice(services, storyText(newPasswordMessages.success), 3000);
      await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/search')}$`)));
      await expect(passwordRequests).toHaveLength(1);
      await expect(passwordRequests[0]?.body).toEqual({
        reset_password: { password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026' },
      });
      await expect(services.api.session.isAuthenticated).toBe(true);
      services.api.session.logout();
      await expect(await services.api.session.login(email, 'Demo1234!')).toBe('invalid');
      await expect(await services.api.session.login(email, 'Neu!Pass2026')).toBe('ok');
    } finally {
      // The mock backend lives on in this page; other stories log in with the demo password.
      resetMockDb();
    }
  },
};

/** Spec §5 password rule: the message beside the field, nothing sent. */
export const RuleViolated: Story = {
  play: async ({ canvasElement }) => {
    const { password, confirmation, submit } = await arrive(canvasElement);
    await userEvent.type(password, 'kurz');
    await userEvent.type(confirmation, 'kurz');
    await userEvent.tab();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining(storyText(passwordMessages.passwordRule)),
    );
    await userEvent.click(submit);
    await userEvent.keyboard('{Enter}');
    await expect(passwordRequests).toHaveLength(0);
  },
};

/** The confirmation differs: its message beside it; Enter sends nothing. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const { password, confirmation, submit } = await arrive(canvasElement);
    await userEvent.type(password, 'Neu!Pass2026');
    await userEvent.type(confirmation, 'Neu!Pass2027');
    await userEvent.tab();
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(confirmation).toHaveAccessibleDescription(storyText(passwordMessages.passwordMismatch));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(confirmation, '{Enter}');
    await expect(passwordRequests).toHaveLength(0);
  },
};

/** The server refuses (the reset session is over): an alert, the input kept, a way to a new link. */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/user/password', ({ response }) =>
        response(403).json({
          message: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
          code: 'current_password_required',
        }),
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const { canvas, password, confirmation, submit } = await arrive(canvasElement);
    await sendNewPassword({ password, confirmation, submit });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyScreenText(newPasswordMessages.refused),
    );
    await expect(password).toHaveValue('Neu!Pass2026');
    await expect(confirmation).toHaveValue('Neu!Pass2026');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(location()).toHaveTextContent(/^\/login\?magic=/);
    await expect(services.notifications.current()).toBeUndefined();

    await userEvent.click(canvas.getByRole('button', { name: storyText(newPasswordMessages.requestNew) }));
    await expect(await findDialog(storyText(resetPasswordMessages.title))).toBeVisible();
  },
};

/**
 * The server refuses the new password by its own rules (the contract's 422): its words beside that field
 * (never `reset_password.password`), focus on it, no alert and nothing logged in; typing takes them away.
 */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/user/password', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: [{ field: 'reset_password.password', message: 'Dieses Passwort wurde schon verwendet.' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const { canvas, password, confirmation, submit } = await arrive(canvasElement);
    await sendNewPassword({ password, confirmation, submit });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Dieses Passwort wurde schon verwendet.'),
    );
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvasElement).not.toHaveTextContent('reset_password');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(password).toHaveValue('Neu!Pass2026');
    await expect(confirmation).toHaveValue('Neu!Pass2026');
    await expect(location()).toHaveTextContent(/^\/login\?magic=/);
    await expect(services.notifications.current()).toBeUndefined();

    await userEvent.type(password, '!');
    await expect(password).not.toHaveAccessibleDescription(
      expect.stringContaining('Dieses Passwort wurde schon verwendet.'),
    );
  },
};

/** No response: the input is kept, nothing is sent again by itself, and the app hears of the outage. */
let unreachableCalls = 0;

export const Unreachable: Story = {
  beforeEach({ msw }) {
    unreachableCalls = 0;
    msw.use(
      storyHttp.post('/user/password', () => {
        unreachableCalls += 1;
        return HttpResponse.error();
      }),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, password, confirmation, submit } = await arrive(canvasElement);
    await sendNewPassword({ password, confirmation, submit });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyScreenText(newPasswordMessages.unreachable),
    );
    await expect(password).toHaveValue('Neu!Pass2026');
    await expect(confirmation).toHaveValue('Neu!Pass2026');
    await expect(loaded.serviceUnavailable).toHaveBeenCalled();
    // Sent once: no retry of a password change behind the user's back.
    await expect(unreachableCalls).toBe(1);
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    await expect(screen.queryByText(storyScreenText(newPasswordMessages.success))).toBeNull();
  },
};

/** A spent reset link says so and offers a new reset link – not a login link. */
export const SpentResetLink: Story = {
  loaders: [
    async () => {
      const loaded = await loadResetLink();
      await loaded.services.api.session.loginWithMagicToken(
        new URL(loaded.url, 'https://portal.invalid').searchParams.get('magic') ?? '',
      );
      loaded.services.api.session.logout();
      return loaded;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyScreenText(loginPageMessages.expired),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginPageMessages.requestNew) }));
    await expect(await findDialog(storyText(resetPasswordMessages.title))).toBeVisible();
  },
};
