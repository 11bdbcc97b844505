import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { abortEditMessages } from '../shared/messages/commonMessages';
import type { PortalServices } from '../shared/services';
import {
  createStoryServices,
  expectCapabilityTexts,
  servicesOf,
  storyPath,
  storyText,
} from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
import { AuthDialogs } from './AuthDialogs';
import { commonMessages, doubleOptInMessages, logoutMessages, registeredMessages } from './messages';
import {
  expectSuccessNotice,
  findDialog,
  firstAppearance,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderDialog,
} from './storyHelpers.testing';

const meta = {
  title: 'Screens/Auth/Session dialogs',
  component: AuthDialogs,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [async () => ({ services: await createStoryServices({ loginAs: 'kunde@kundenportal.example' }) })],
  render: renderDialog('logout', {}, '/user/basket'),
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmation = () =>
  screen.findByRole('alertdialog', { name: storyText(logoutMessages.confirm) }, firstAppearance);

let revocations: RecordedRequest[] = [];

/** Confirms the logout and checks the local end of the session: notice, home, no tokens, no dialog. */
async function confirmLogout(services: PortalServices) {
  const dialog = await confirmation();
  await expect(dialog).toHaveTextContent(storyScreenText(logoutMessages.question));
  // Cancel has focus first, so a hasty Enter does not log out.
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: storyText(logoutMessages.cancel) })).toHaveFocus(),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: storyText(logoutMessages.confirm) }));

  await expectSuccessNotice(services, storyText(logoutMessages.success), 3000);
  await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/')}$`)));
  await expect(services.api.session.isAuthenticated).toBe(false);
  await expect(screen.queryByRole('alertdialog')).toBeNull();
}

export const LogoutConfirmed: Story = {
  beforeEach({ msw }) {
    revocations = recordRequests(msw, 'post', '/auth/logout');
  },
  play: async ({ loaded }) => {
    await confirmLogout(servicesOf(loaded));
    // The backend retires the refresh token (POST /auth/logout).
    await waitFor(() => expect(revocations).toHaveLength(1));
  },
};

/**
 * A backend without the revocation call (`logout` not in config.json's capabilities): the same confirmation and
 * the same local logout – tokens dropped, home, the notice – and no call; the token runs out on the server.
 */
export const LogoutWithoutRevocation: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices({ loginAs: 'kunde@kundenportal.example', without: ['logout'] }),
    }),
  ],
  beforeEach({ msw }) {
    revocations = recordRequests(msw, 'post', '/auth/logout');
  },
  play: async ({ loaded }) => {
    const services = servicesOf(loaded);
    await confirmLogout(services);
    // Nothing of the session is left to send: a call made now goes without a token.
    const { response } = await services.api.GET('/auth/user');
    await expect(response.status).toBe(401);
    await expect(revocations).toHaveLength(0);
  },
};

export const LogoutCancelled: Story = {
  play: async ({ loaded }) => {
    const services = servicesOf(loaded);
    const dialog = await confirmation();
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(logoutMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(services.api.session.isAuthenticated).toBe(true);
    await expect(location()).toHaveTextContent('/user/basket');
    await expect(screen.queryByText(storyScreenText(logoutMessages.success))).toBeNull();
  },
};

export const AbortEditConfirmed: Story = {
  render: renderDialog('abortEdit', { returnTo: '/user/basket' }, '/reorder'),
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: storyText(abortEditMessages.title) },
      firstAppearance,
    );
    await expect(dialog).toHaveTextContent(storyScreenText(abortEditMessages.question));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(abortEditMessages.confirm) }));
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${storyPath('/user/basket')}$`)));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const AbortEditCancelled: Story = {
  render: renderDialog('abortEdit', { returnTo: '/user/basket' }, '/reorder'),
  play: async () => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: storyText(abortEditMessages.title) },
      firstAppearance,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(abortEditMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/reorder$/);
  },
};

export const Registered: Story = {
  loaders: [async () => ({ services: await createStoryServices() })],
  render: renderDialog('registered'),
  play: async () => {
    const dialog = await findDialog(storyText(registeredMessages.title));
    // The 72 hours to confirm the address, in the locale's words.
    await expect(dialog).toHaveTextContent(storyScreenText(registeredMessages.text));
    await expect(dialog).toHaveTextContent(/\b72\b/);
    await expectCapabilityTexts(dialog, [], ['auth.registered.text', 'auth.registered.next']);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A backend without the address confirmation (`confirmRegistration`, issue 40): thanks and the review, read from
 * the rendered dialog in the story's locale – no e-mail to confirm, no 72 hours.
 */
export const RegisteredWithoutConfirmation: Story = {
  loaders: [async () => ({ services: await createStoryServices({ without: ['confirmRegistration'] }) })],
  render: renderDialog('registered'),
  play: async () => {
    const dialog = await findDialog(storyText(registeredMessages.title));
    await expectCapabilityTexts(dialog, ['confirmRegistration'], ['auth.registered.withoutConfirmation']);
    await expect(dialog).not.toHaveTextContent(/\b72\b/);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DoubleOptIn: Story = {
  loaders: [async () => ({ services: await createStoryServices() })],
  render: renderDialog('doubleOptIn'),
  play: async () => {
    const dialog = await findDialog(storyText(doubleOptInMessages.title));
    await expect(dialog).toHaveTextContent(storyScreenText(doubleOptInMessages.text));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
