import { mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PortalServices } from '../shared/services';
import { createStoryServices, StoryPortal } from '../shared/testing';
import { AuthDialogs } from './AuthDialogs';
import { MagicLinkPage } from './routes';
import {
  findDialog,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderDialog,
} from './storyHelpers';

const meta = {
  title: 'Screens/Auth/Login link and reset password',
  component: AuthDialogs,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: renderDialog('magicLink'),
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

const magicLinkSent = 'Wir haben Ihnen einen Login-Link geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.';
const resetSent =
  'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.';

let magicRequests: RecordedRequest[] = [];
const recordMagicRequests: Story['beforeEach'] = ({ msw }) => {
  magicRequests = recordRequests(msw, 'post', '/auth/magic');
};

export const MagicLinkSuccess: Story = {
  beforeEach: recordMagicRequests,
  play: async () => {
    const dialog = await findDialog('Login-Link anfordern');
    const submit = within(dialog).getByRole('button', { name: 'Login-Link senden' });
    await expect(submit).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }),
      'einkauf@kundenportal.example',
    );
    await userEvent.click(submit);

    const notice = await screen.findByText(magicLinkSent);
    await expect(notice).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(magicRequests).toHaveLength(1);
    await expect(magicRequests[0]?.query.get('language')).toBe('de');
    await expect(magicRequests[0]?.body).toEqual({ magic_link: { email: 'einkauf@kundenportal.example' } });
    await expect(mailbox.lastLoginLink('einkauf@kundenportal.example')?.link).toMatch(/^\/login\?magic=/);
  },
};

/** Spec §8: a failing request ends silently – the same notice, so the form reveals nothing. */
export const MagicLinkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/magic', () => HttpResponse.json({ message: 'Kaputt' }, { status: 500 })));
  },
  play: async () => {
    const dialog = await findDialog('Login-Link anfordern');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }),
      'kunde@kundenportal.example',
    );
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText(magicLinkSent)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/$/);
  },
};

export const MagicLinkPageSendsLink: Story = {
  beforeEach: recordMagicRequests,
  render: (_args, { loaded }) => (
    <StoryPortal services={loaded.services as PortalServices} url="/en/magic" locale="en">
      <MagicLinkPage />
      <AuthDialogs />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login-Link anfordern' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Login-Link senden' }));
    await expect(await screen.findByText(magicLinkSent)).toBeVisible();
    // The request asks for the e-mail in the reader's language; the form is empty for the next address.
    await expect(magicRequests[0]?.query.get('language')).toBe('en');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(''));
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    await expect(await findDialog('Anmelden')).toBeVisible();
  },
};

export const ResetPasswordSuccess: Story = {
  beforeEach: recordMagicRequests,
  render: renderDialog('resetPassword'),
  play: async () => {
    const dialog = await findDialog('Passwort vergessen');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }),
      'kunde@kundenportal.example',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link senden' }));
    await expect(await screen.findByText(resetSent)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(magicRequests[0]?.body).toEqual({
      magic_link: { email: 'kunde@kundenportal.example', target: 'forgotpassword' },
    });
    await expect(mailbox.lastLoginLink('kunde@kundenportal.example')?.link).toMatch(/&target=profile$/);
  },
};

export const ResetPasswordInvalidEmail: Story = {
  render: renderDialog('resetPassword'),
  play: async () => {
    const dialog = await findDialog('Passwort vergessen');
    const email = within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' });
    const submit = within(dialog).getByRole('button', { name: 'Link senden' });
    await userEvent.type(email, 'kunde@kundenportal');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(submit).toBeDisabled();
    await userEvent.type(email, '.example');
    await expect(submit).toBeEnabled();
    await expect(within(dialog).queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeNull();
  },
};

export const ResetPasswordFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/magic', () =>
        HttpResponse.json({ message: 'Ungültige Anfrage', code: 'validation_failed' }, { status: 422 }),
      ),
    );
  },
  render: renderDialog('resetPassword'),
  play: async () => {
    const dialog = await findDialog('Passwort vergessen');
    const email = within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Link senden' }));

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(screen.queryByText(resetSent)).toBeNull();
  },
};
