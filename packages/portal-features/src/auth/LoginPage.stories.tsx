import { mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages as sharedMessages } from '../shared/messages/commonMessages';
import { pageTitleMessages } from '../shared/page';
import type { PortalServices } from '../shared/services';
import {
  createStoryServices,
  StoryPortal,
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
  loginPageMessages,
  tooManyAttemptsMessages,
  withoutLinkMessages,
} from './messages';
import { LoginPage } from './routes';
import {
  expectSuccessNotice,
  findDialog,
  firstAppearance,
  location,
  mockBackend,
  passwordField,
  type RecordedRequest,
  recordRequests,
} from './storyHelpers.testing';

/** Requests a login link as the user would and reads it from the mock's mailbox. */
async function requestLoginLink(services: PortalServices, email: string, target?: 'forgotpassword') {
  await services.api.POST('/auth/magic', {
    params: { query: { language: 'de' } },
    body: { magic_link: target ? { email, target } : { email } },
  });
  const link = mailbox.lastLoginLink(email)?.link;
  if (!link) throw new Error(`No login link for ${email} in the mock mailbox`);
  return link;
}

const meta = {
  title: 'Screens/Auth/Login page (callback)',
  component: LoginPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [
    async () => {
      const services = await createStoryServices();
      return { services, url: await requestLoginLink(services, 'kunde@kundenportal.example') };
    },
  ],
  // StrictMode runs the effect twice, as in development: the single-use link must still be spent only once.
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

let magicLogins: RecordedRequest[] = [];

export const ValidLink: Story = {
  beforeEach({ msw }) {
    magicLogins = recordRequests(msw, 'post', '/auth/magic/login');
  },
  play: async ({ loaded }) => {
    const services = servicesOf(loaded);
    await expectSuccessNotice(services, storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/search')}$`)));
    await expect(services.api.session.isAuthenticated).toBe(true);
    await expect(magicLogins).toHaveLength(1);
  },
};

/**
 * A login or reset link opened where the backend has no link login (`loginWithMagicLink` not offered – an old
 * e-mail, a link from elsewhere): nothing is asked; the page, 'Anmeldung', says the portal has no link login and
 * offers the login form.
 */
const linkWithoutLinkLogin = (target?: 'forgotpassword'): Story => ({
  loaders: [
    async () => {
      const services = await createStoryServices({ without: ['loginWithMagicLink'] });
      return { services, url: await requestLoginLink(services, 'kunde@kundenportal.example', target) };
    },
  ],
  beforeEach({ msw }) {
    magicLogins = recordRequests(msw, 'post', '/auth/magic/login');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      storyScreenText(withoutLinkMessages.unavailable),
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(loginPageMessages.title) }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(loginPageMessages.title) }),
      ),
    );
    await expect(canvas.getByRole('textbox', { name: storyText(commonMessages.email) })).toBeVisible();
    await expect(canvas.queryByText(storyScreenText(loginPageMessages.checking))).toBeNull();
    await expect(canvas.queryByRole('button', { name: storyText(loginMessages.magicLink) })).toBeNull();
    await expect(servicesOf(loaded).api.session.isAuthenticated).toBe(false);
    await expect(magicLogins).toHaveLength(0);
  },
});

export const LinkWithoutLinkLogin: Story = linkWithoutLinkLogin();
/** A password-reset link likewise: no 'Neues Passwort festlegen', which needs the link's session. */
export const ResetLinkWithoutLinkLogin: Story = linkWithoutLinkLogin('forgotpassword');

let spentLinkLogins: RecordedRequest[] = [];

/**
 * The same link opened again inside the app (a history entry, a bookmark in the portal) after logging out: the
 * server is asked again and the page says the link is spent – no success notice, no navigation, still logged out.
 */
export const SpentLinkOpenedAgainInApp: Story = {
  beforeEach({ msw }) {
    spentLinkLogins = recordRequests(msw, 'post', '/auth/magic/login');
  },
  // As in the app, /login is its own route: leaving it unmounts the page, coming back mounts it afresh.
  render: (_args, { loaded }) => (
    <StrictMode>
      <StoryPortal services={servicesOf(loaded)} url={loaded.url as string}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          {/* A test-only stand-in (a history entry, a bookmark), found by its own label in every locale. */}
          <Route path="*" element={<Link to={loaded.url as string}>Login-Link erneut öffnen</Link>} />
        </Routes>
        <AuthDialogs />
      </StoryPortal>
    </StrictMode>
  ),
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const canvas = within(canvasElement);
    await expectSuccessNotice(services, storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/search')}$`)));
    services.api.session.logout();
    services.notifications.close();
    await waitFor(() => expect(screen.queryByText(storyScreenText(loginMessages.success))).toBeNull());

    await userEvent.click(await canvas.findByRole('link', { name: 'Login-Link erneut öffnen' }));
    await expect(await canvas.findByText(storyScreenText(loginPageMessages.expired))).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(location()).toHaveTextContent(/^\/login\?magic=/);
    await expect(services.api.session.isAuthenticated).toBe(false);
    await expect(services.notifications.current()).toBeUndefined();
    // One request per visit: the second visit asked the server rather than reusing the first answer.
    await expect(spentLinkLogins).toHaveLength(2);
  },
};

export const UsedLink: Story = {
  loaders: [
    async () => {
      const services = await createStoryServices();
      const url = await requestLoginLink(services, 'kunde@kundenportal.example');
      // Spend the link, as if it had been opened before.
      await services.api.session.loginWithMagicToken(
        new URL(url, 'https://portal.invalid').searchParams.get('magic') ?? '',
      );
      services.api.session.logout();
      return { services, url };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyScreenText(loginPageMessages.expired),
    );
    await expect(location()).toHaveTextContent(/^\/login\?magic=/);
    await expect(screen.queryByText(storyScreenText(loginMessages.success))).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: storyText(loginPageMessages.requestNew) }));
    const dialog = await findDialog(storyText(loginMessages.magicLink));
    await expect(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
    ).toHaveFocus();
  },
};

/**
 * Too many link logins from here (429): the link was not looked at, so the page says how long to wait and offers
 * the same link again – which then logs in.
 */
export const LinkLoginTooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post(
        '/auth/magic/login',
        ({ response }) =>
          response(429).json(
            { message: 'Zu viele Versuche.', code: 'too_many_attempts' },
            { headers: { 'Retry-After': '45' } },
          ),
        { once: true },
      ),
    );
    magicLogins = recordRequests(msw, 'post', '/auth/magic/login');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyScreenText(tooManyAttemptsMessages.seconds, { seconds: 45 }),
    );
    await expect(canvas.queryByText(storyScreenText(loginPageMessages.checking))).toBeNull();
    await expect(location()).toHaveTextContent(/^\/login\?magic=/);
    await expect(servicesOf(loaded).api.session.isAuthenticated).toBe(false);
    await expect(magicLogins).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: storyText(sharedMessages.retry) }));
    await expectSuccessNotice(servicesOf(loaded), storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(storyPath('/user/search')));
    await expect(magicLogins).toHaveLength(2);
    await expect(magicLogins[1]?.body).toEqual(magicLogins[0]?.body);
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post('/auth/magic/login', () => HttpResponse.error()));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice'), firstAppearance);
    await expect(screen.queryByText(storyScreenText(loginMessages.success))).toBeNull();
  },
};

/**
 * /login without a token: the form on the page itself, no dialog – a bookmark or a shared link finds a way in.
 * It logs in to the target of the link that led here.
 */
export const WithoutTokenShowsForm: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/login?target=orders' })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(loginPageMessages.title) }),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    const email = canvas.getByRole('textbox', { name: storyText(commonMessages.email) });
    // The page's heading has focus after a page change, not the field.
    await expect(email).not.toHaveFocus();
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.type(passwordField(canvasElement, commonMessages.password), 'Demo1234!');
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginMessages.submit) }));
    await expectSuccessNotice(servicesOf(loaded), storyText(loginMessages.success), 3000);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/orders')}$`)));
  },
};

/** Wrong credentials on the page: the spec's message, the input kept, still on /login. */
export const WithoutTokenInvalidCredentials: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/login' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: storyText(commonMessages.email) });
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.type(passwordField(canvasElement, commonMessages.password), 'Falsch123!');
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginMessages.submit) }));
    await expect(await canvas.findByText(storyScreenText(loginMessages.invalid))).toBeVisible();
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(location()).toHaveTextContent(/^\/login$/);
  },
};

/** The other ways in open from the page as their dialogs (login link, forgotten password). */
export const WithoutTokenOtherWays: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/login' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: storyTextPattern(loginMessages.magicLink) }));
    await expect(await findDialog(storyText(loginMessages.magicLink))).toBeVisible();
  },
};

/** Already logged in: /login has nothing to ask and goes on to the target. */
export const WithoutTokenLoggedIn: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices({ loginAs: 'kunde@kundenportal.example' }),
      url: '/login?target=profile',
    }),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/profile')}$`)));
    await expect(
      within(canvasElement).queryByRole('textbox', { name: storyText(commonMessages.email) }),
    ).toBeNull();
  },
};
