import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { supportMessages } from '../shared/contact/messages';
import {
  acmeDeployment,
  createStoryServices,
  expectAcmeSupport,
  servicesOf,
  storyHttp,
  storyPath,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { AuthDialogs } from './AuthDialogs';
import {
  commonMessages,
  loginMessages,
  magicLinkMessages,
  resetPasswordMessages,
  tooManyAttemptsMessages,
  validationMessages,
  withoutLinkMessages,
} from './messages';
import {
  expectSuccessNotice,
  findDialog,
  location,
  mockBackend,
  passwordField,
  type RecordedRequest,
  recordRequests,
  renderDialog,
} from './storyHelpers.testing';

const meta = {
  title: 'Screens/Auth/Login dialog',
  component: AuthDialogs,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [async () => ({ services: await createStoryServices({ config: { registrationEnabled: true } }) })],
  render: renderDialog('login'),
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillIn(dialog: HTMLElement, email: string, password: string) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }), email);
  await userEvent.type(passwordField(dialog, commonMessages.password), password);
}

let logins: RecordedRequest[] = [];
let backendPrepared = 0;

export const Success: Story = {
  // Typing tells the app a call is near (the demo starts its mock backend then, not with the login).
  loaders: [
    async () => ({
      services: await createStoryServices({
        config: { registrationEnabled: true },
        prepareBackend: () => {
          backendPrepared += 1;
        },
      }),
    }),
  ],
  beforeEach({ msw }) {
    logins = recordRequests(msw, 'post', '/auth/login');
    backendPrepared = 0;
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await userEvent.type(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }), 'k');
    await expect(backendPrepared).toBeGreaterThan(0);
    await expect(logins).toHaveLength(0);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.submit) }));

    await expectSuccessNotice(servicesOf(loaded), storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/search')));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(logins.map((request) => request.body)).toEqual([
      { email: 'kunde@kundenportal.example', password: 'Demo1234!' },
    ]);
  },
};

let releaseLogin: () => void = () => {};

/** Only one login while the first is under way: the button is disabled and a second submit sends nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    // The answer waits until the play has looked at the pending form; then the mock backend answers.
    const answer = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
    msw.use(
      storyHttp.post('/auth/login', async () => {
        await answer;
        return undefined;
      }),
    );
    logins = recordRequests(msw, 'post', '/auth/login');
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    const submit = within(dialog).getByRole('button', { name: storyText(loginMessages.submit) });
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.dblClick(submit);
    await waitFor(() => expect(logins).toHaveLength(1));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    // Enter in a field submits the form again – it must not reach the server either.
    await userEvent.type(passwordField(dialog, commonMessages.password), '{Enter}');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('dialog', { name: storyText(loginMessages.submit) })).toBeVisible();

    releaseLogin();
    await expectSuccessNotice(servicesOf(loaded), storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/search')));
    await expect(logins).toHaveLength(1);
  },
};

export const WithTarget: Story = {
  render: renderDialog('login', { target: 'basket' }),
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/basket')));
    await expect(await screen.findByText(storyScreenText(loginMessages.success))).toBeVisible();
  },
};

/** An unknown target must not become an open redirect: it falls back to search. */
export const WithUnknownTarget: Story = {
  render: renderDialog('login', { target: 'https://evil.example' }),
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/search')}$`)));
  },
};

/** From a guarded page: back to it after login, in the current locale. */
export const ReturnsToGuardedPage: Story = {
  render: renderDialog('login', { returnTo: '/user/orders?page=2' }, '/user/orders?page=2'),
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/orders?page=2')));
  },
};

export const InvalidCredentials: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'falsch');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.submit) }));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(loginMessages.invalid),
    );
    // The dialog stays with what was typed; nothing navigated.
    await expect(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) })).toHaveValue(
      'kunde@kundenportal.example',
    );
    await expect(location()).toHaveTextContent(/^\/$/);
    await expect(screen.queryByText(storyScreenText(loginMessages.success))).toBeNull();
  },
};

/**
 * The server refuses the credentials' fields (the contract's 422 for `login`): its words beside the e-mail field,
 * focus on it, no alert, nothing logged in, what was typed kept; changing the address takes them away.
 */
export const ServerFieldError: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/auth/login', ({ response }) =>
        response(422).json({
          message: 'Die Eingaben sind ungültig.',
          code: 'validation_failed',
          errors: [{ field: 'email', message: 'Diese E-Mail-Adresse ist gesperrt.' }],
        }),
      ),
    );
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.submit) }));

    const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Diese E-Mail-Adresse ist gesperrt.'),
    );
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(passwordField(dialog, commonMessages.password)).toHaveValue('Demo1234!');
    await expect(location()).toHaveTextContent(/^\/$/);
    await expect(servicesOf(loaded).api.session.isAuthenticated).toBe(false);

    await userEvent.type(email, 'm');
    await expect(email).not.toHaveAccessibleDescription(
      expect.stringContaining('Diese E-Mail-Adresse ist gesperrt.'),
    );
  },
};

/**
 * Too many attempts (429): the form says how long to wait – in seconds, from two minutes on in minutes – keeps what
 * was typed and can be sent again; each answer's alert is said anew.
 */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    // The first answer asks for 30 s, the next for 10 minutes; nothing is checked meanwhile (openapi.yaml).
    let answers = 0;
    msw.use(
      storyHttp.post('/auth/login', ({ response }) =>
        response(429).json(
          { message: 'Zu viele Versuche.', code: 'too_many_attempts' },
          { headers: { 'Retry-After': answers++ === 0 ? '30' : '600' } },
        ),
      ),
    );
    logins = recordRequests(msw, 'post', '/auth/login');
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    const submit = within(dialog).getByRole('button', { name: storyText(loginMessages.submit) });
    await userEvent.click(submit);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(tooManyAttemptsMessages.seconds, { seconds: 30 }),
    );
    await expect(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) })).toHaveValue(
      'kunde@kundenportal.example',
    );
    await expect(passwordField(dialog, commonMessages.password)).toHaveValue('Demo1234!');
    // Still in the dialog, the button where it was and ready for the next try; sent once, never retried.
    await expect(submit).toHaveFocus();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(location()).toHaveTextContent(/^\/$/);
    await expect(logins).toHaveLength(1);
    await expect(servicesOf(loaded).api.session.isAuthenticated).toBe(false);

    // Pressed again: a new alert (the old one goes while the login runs), the longer wait in minutes.
    const first = within(dialog).getByRole('alert');
    await userEvent.click(submit);
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(tooManyAttemptsMessages.minutes, { minutes: 10 }),
    );
    await expect(logins).toHaveLength(2);
    await expect(within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) })).toHaveValue(
      'kunde@kundenportal.example',
    );
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post('/auth/login', () => HttpResponse.error()));
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await fillIn(dialog, 'kunde@kundenportal.example', 'Demo1234!');
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.submit) }));
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice'));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const SubmitDisabledUntilValid: Story = {
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    const submit = within(dialog).getByRole('button', { name: storyText(loginMessages.submit) });
    const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
    // The e-mail field has focus, so the user can start typing at once.
    await waitFor(() => expect(email).toHaveFocus());
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, 'kunde@kundenportal.example');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    const password = passwordField(dialog, commonMessages.password);
    await userEvent.type(password, 'x');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    // A field emptied again after leaving it says why and blocks the submit.
    await userEvent.clear(password);
    await userEvent.tab();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(password).toHaveAccessibleDescription(storyText(validationMessages.required));
  },
};

export const NavigatesBetweenForms: Story = {
  play: async () => {
    let dialog = await findDialog(storyText(loginMessages.submit));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.magicLink) }));
    dialog = await findDialog(storyText(loginMessages.magicLink));
    await expect(
      within(dialog).getByRole('button', { name: storyText(magicLinkMessages.submit) }),
    ).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(loginMessages.forgotPassword) }),
    );
    dialog = await findDialog(storyText(resetPasswordMessages.title));
    await expect(
      within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) }),
    ).toBeVisible();

    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(commonMessages.backToLogin) }),
    );
    dialog = await findDialog(storyText(loginMessages.submit));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(loginMessages.register) }));
    dialog = await findDialog(storyText(loginMessages.register));
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(commonMessages.backToLogin) }),
    );
    dialog = await findDialog(storyText(loginMessages.submit));

    // Escape closes the dialog; the page stays where it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/$/);
  },
};

export const RegistrationDisabled: Story = {
  loaders: [async () => ({ services: await createStoryServices() })],
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await expect(
      within(dialog).getByRole('button', { name: storyText(loginMessages.forgotPassword) }),
    ).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: storyText(loginMessages.register) }),
    ).toBeNull();
  },
};

let linkRequests: RecordedRequest[] = [];

/**
 * A backend without the link login (`loginWithMagicLink` not offered): no login link is offered, and 'Passwort
 * vergessen?' – whose reset link would log in by the same call – shows how to reach the support instead: e-mail
 * and phone as links, the hours, as config.json names them. No link is requested.
 */
export const WithoutLinkLogin: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices({ config: acmeDeployment, without: ['loginWithMagicLink'] }),
    }),
  ],
  beforeEach({ msw }) {
    linkRequests = recordRequests(msw, 'post', '/auth/magic');
  },
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await expect(
      within(dialog).queryByRole('button', { name: storyText(loginMessages.magicLink) }),
    ).toBeNull();
    const forgot = within(dialog).getByRole('button', { name: storyText(loginMessages.forgotPassword) });
    await expect(forgot).toHaveAttribute('aria-expanded', 'false');
    await expect(within(dialog).queryByText(storyTextPattern(supportMessages.title))).toBeNull();

    await userEvent.click(forgot);
    await expect(forgot).toHaveAttribute('aria-expanded', 'true');
    const help = document.getElementById(forgot.getAttribute('aria-controls') ?? '') as HTMLElement;
    await expect(help).toHaveTextContent(storyScreenText(withoutLinkMessages.forgotPassword));
    await expectAcmeSupport(help);
    // Still the login dialog: nothing opened that needs the link login.
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await expect(
      within(dialog).getByRole('heading', { name: storyText(loginMessages.submit) }),
    ).toBeVisible();
    await expect(linkRequests).toHaveLength(0);

    await userEvent.click(forgot);
    await expect(forgot).toHaveAttribute('aria-expanded', 'false');
    await expect(help).not.toBeInTheDocument();
  },
};
