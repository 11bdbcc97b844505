import { mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { apiLanguage } from '../shared/i18n';
import { pageTitleMessages } from '../shared/page';
import {
  createStoryServices,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyLocale,
  storyPath,
  storyText,
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
import { MagicLinkPage } from './routes';
import {
  expectSuccessNotice,
  findDialog,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderDialog,
} from './storyHelpers.testing';

const meta = {
  title: 'Screens/Auth/Login link and reset password',
  component: AuthDialogs,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: renderDialog('magicLink'),
} satisfies Meta<typeof AuthDialogs>;
export default meta;
type Story = StoryObj<typeof meta>;

let magicRequests: RecordedRequest[] = [];
const recordMagicRequests: Story['beforeEach'] = ({ msw }) => {
  magicRequests = recordRequests(msw, 'post', '/auth/magic');
};

export const MagicLinkSuccess: Story = {
  beforeEach: recordMagicRequests,
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.magicLink));
    const submit = within(dialog).getByRole('button', { name: storyText(magicLinkMessages.submit) });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
      'einkauf@kundenportal.example',
    );
    await userEvent.click(submit);

    await expectSuccessNotice(servicesOf(loaded), storyText(magicLinkMessages.success), 5000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(magicRequests).toHaveLength(1);
    await expect(magicRequests[0]?.query.get('language')).toBe(apiLanguage(storyLocale()));
    await expect(magicRequests[0]?.body).toEqual({ magic_link: { email: 'einkauf@kundenportal.example' } });
    await expect(mailbox.lastLoginLink('einkauf@kundenportal.example')?.link).toMatch(
      new RegExp(`^${storyPath('/login')}\\?magic=`),
    );
  },
};

/** Spec §8: a server error ends silently – the same notice, so the form reveals nothing. */
export const MagicLinkFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/auth/magic', ({ response }) =>
        // A 500 is outside the contract on purpose: the server fault the dialog reports.
        response.untyped(HttpResponse.json({ message: 'Kaputt' }, { status: 500 })),
      ),
    );
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.magicLink));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
      'kunde@kundenportal.example',
    );
    await userEvent.keyboard('{Enter}');
    await expectSuccessNotice(servicesOf(loaded), storyText(magicLinkMessages.success), 5000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(location()).toHaveTextContent(/^\/$/);
  },
};

/** Spec §8: no response at all goes to /outofservice – and nothing claims the link was sent. */
export const MagicLinkUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post('/auth/magic', () => HttpResponse.error()));
  },
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.magicLink));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
      'kunde@kundenportal.example',
    );
    // Clicked, not Enter: an instant network error would unmount the focused field while user-event's key
    // action is still inside act() – a test-only re-entrance (React: 'Should not already be working').
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(magicLinkMessages.submit) }));
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice?from=%2F'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByText(storyScreenText(magicLinkMessages.success))).toBeNull();
    await expect(servicesOf(loaded).notifications.current()).toBeUndefined();
  },
};

/** Too many link requests for an address (429): nothing is sent until `Retry-After` has passed. */
const tooManyLinkRequests: Story['beforeEach'] = ({ msw }) => {
  msw.use(
    storyHttp.post('/auth/magic', ({ response }) =>
      response(429).json(
        { message: 'Zu viele Versuche.', code: 'too_many_attempts' },
        { headers: { 'Retry-After': '1' } },
      ),
    ),
  );
  magicRequests = recordRequests(msw, 'post', '/auth/magic');
};

/**
 * Too many requests (429) is the one refusal the login link does not hide (spec §8 hides whether an address has
 * an account, not that the user must wait): the dialog stays with the address and says how long – one second
 * in the singular – and no notice claims a link was sent.
 */
export const MagicLinkTooManyRequests: Story = {
  beforeEach: tooManyLinkRequests,
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(loginMessages.magicLink));
    const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
    await userEvent.type(email, 'kunde@kundenportal.example');
    const submit = within(dialog).getByRole('button', { name: storyText(magicLinkMessages.submit) });
    await userEvent.click(submit);

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(tooManyAttemptsMessages.seconds, { seconds: 1 }),
    );
    await expect(email).toHaveValue('kunde@kundenportal.example');
    // Nothing is wrong with the address itself.
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveFocus();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(servicesOf(loaded).notifications.current()).toBeUndefined();
    await expect(magicRequests).toHaveLength(1);
  },
};

/** The /magic page with the app's dialogs, at `url` (in the story's locale). */
const renderMagicLinkPage =
  (url: string) =>
  (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryPortal services={servicesOf(loaded)} url={url}>
      <MagicLinkPage />
      <AuthDialogs />
    </StoryPortal>
  );

export const MagicLinkPageSendsLink: Story = {
  // The English page (/en): texts and the request's language in English, whatever locale the tests rotate to.
  globals: { locale: 'en' },
  beforeEach: recordMagicRequests,
  render: renderMagicLinkPage('/en/magic'),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(loginMessages.magicLink) }),
    ).toBeVisible();
    const email = canvas.getByRole('textbox', { name: storyText(commonMessages.email) });
    await userEvent.type(email, 'kunde@kundenportal.example');
    await userEvent.click(canvas.getByRole('button', { name: storyText(magicLinkMessages.submit) }));
    await expectSuccessNotice(servicesOf(loaded), storyText(magicLinkMessages.success), 5000);
    // The request asks for the e-mail in the reader's language; the form is empty for the next address.
    await expect(magicRequests[0]?.query.get('language')).toBe('en');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: storyText(commonMessages.email) })).toHaveValue(''),
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.backToLogin) }));
    await expect(await findDialog(storyText(loginMessages.submit))).toBeVisible();
  },
};

/**
 * /magic where the backend has no link login (`loginWithMagicLink` not offered): not an error, but a page that says
 * so and shows the ways that work – the login with password and the support. Nothing is requested.
 */
export const MagicLinkPageWithoutLinkLogin: Story = {
  loaders: [async () => ({ services: await createStoryServices({ without: ['loginWithMagicLink'] }) })],
  beforeEach: recordMagicRequests,
  render: renderMagicLinkPage('/magic'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(withoutLinkMessages.title) }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(withoutLinkMessages.title) }),
      ),
    );
    await expect(canvas.getByText(storyScreenText(withoutLinkMessages.unavailable))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'support@kundenportal.example' })).toHaveAttribute(
      'href',
      'mailto:support@kundenportal.example',
    );
    await userEvent.click(canvas.getByRole('button', { name: storyText(loginMessages.submit) }));
    const dialog = await findDialog(storyText(loginMessages.submit));
    await expect(
      within(dialog).queryByRole('button', { name: storyText(loginMessages.magicLink) }),
    ).toBeNull();
    await expect(magicRequests).toHaveLength(0);
  },
};

/** The link dialogs asked for anyway without the link login: the login dialog stands in, never a dead form. */
export const ResetDialogWithoutLinkLogin: Story = {
  loaders: [async () => ({ services: await createStoryServices({ without: ['loginWithMagicLink'] }) })],
  render: renderDialog('resetPassword'),
  play: async () => {
    const dialog = await findDialog(storyText(loginMessages.submit));
    await expect(
      within(dialog).getByRole('button', { name: storyText(loginMessages.forgotPassword) }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog', { name: storyText(resetPasswordMessages.title) })).toBeNull();
  },
};

export const ResetPasswordSuccess: Story = {
  beforeEach: recordMagicRequests,
  render: renderDialog('resetPassword'),
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(resetPasswordMessages.title));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
      'kunde@kundenportal.example',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) }),
    );
    await expectSuccessNotice(servicesOf(loaded), storyText(resetPasswordMessages.success), 5000);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(magicRequests[0]?.body).toEqual({
      magic_link: { email: 'kunde@kundenportal.example', target: 'forgotpassword' },
    });
    await expect(mailbox.lastLoginLink('kunde@kundenportal.example')?.link).toMatch(/&purpose=reset$/);
  },
};

/** Spec §5: required and valid; the submit stays disabled until it is, and Enter sends nothing. */
export const ResetPasswordInvalidEmail: Story = {
  beforeEach: recordMagicRequests,
  render: renderDialog('resetPassword'),
  play: async () => {
    const dialog = await findDialog(storyText(resetPasswordMessages.title));
    const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
    const submit = within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(submit).toHaveAttribute('aria-disabled', 'true');

    // Left empty: required.
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(storyText(validationMessages.required));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, '{Enter}');
    await expect(magicRequests).toHaveLength(0);

    // Not an address: invalid.
    await userEvent.type(email, 'kunde@kundenportal');
    await userEvent.tab();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(storyText(validationMessages.emailInvalid));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, '{Enter}');
    await expect(magicRequests).toHaveLength(0);

    await userEvent.type(email, '.example');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(within(dialog).queryByText(storyScreenText(validationMessages.emailInvalid))).toBeNull();
  },
};

/** 'Passwort vergessen' for the customer's address, sent from the dialog. */
async function sendResetRequest() {
  const dialog = await findDialog(storyText(resetPasswordMessages.title));
  const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
  await userEvent.type(email, 'kunde@kundenportal.example');
  await userEvent.click(
    within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) }),
  );
  return { dialog, email };
}

export const ResetPasswordFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/auth/magic', ({ response }) =>
        response(422).json({ message: 'Ungültige Anfrage', code: 'validation_failed' }),
      ),
    );
  },
  render: renderDialog('resetPassword'),
  play: async () => {
    const { dialog, email } = await sendResetRequest();

    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      storyScreenText(resetPasswordMessages.failed),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(screen.queryByText(storyScreenText(resetPasswordMessages.success))).toBeNull();
  },
};

/**
 * The server refuses the address by a field error (422): its words beside the field (never
 * `magic_link.email`) instead of the form's own failure, focus on it, the address kept.
 */
export const ResetPasswordFieldRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/auth/magic', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: [{ field: 'magic_link.email', message: 'Diese Domain nimmt keine E-Mails an.' }],
        }),
      ),
    );
  },
  render: renderDialog('resetPassword'),
  play: async () => {
    const { dialog, email } = await sendResetRequest();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('Diese Domain nimmt keine E-Mails an.'),
      ),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(dialog).not.toHaveTextContent('magic_link');
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(screen.queryByText(storyScreenText(resetPasswordMessages.success))).toBeNull();
  },
};

/** Too many reset requests (429): the wait instead of 'could not be sent', the address kept and not marked wrong. */
export const ResetPasswordTooManyRequests: Story = {
  beforeEach: tooManyLinkRequests,
  render: renderDialog('resetPassword'),
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(resetPasswordMessages.title));
    const email = within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) });
    await userEvent.type(email, 'kunde@kundenportal.example');
    const submit = within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) });
    await userEvent.click(submit);

    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(storyScreenText(tooManyAttemptsMessages.seconds, { seconds: 1 }));
    await expect(alert).not.toHaveTextContent(storyScreenText(resetPasswordMessages.failed));
    await expect(email).toHaveValue('kunde@kundenportal.example');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toHaveFocus();
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(magicRequests[0]?.body).toEqual({
      magic_link: { email: 'kunde@kundenportal.example', target: 'forgotpassword' },
    });
    await expect(servicesOf(loaded).notifications.current()).toBeUndefined();
  },
};

/** No response: /outofservice, like every other request (spec §8) – not the form's own failure message. */
export const ResetPasswordUnreachable: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post('/auth/magic', () => HttpResponse.error()));
  },
  render: renderDialog('resetPassword'),
  play: async ({ loaded }) => {
    const dialog = await findDialog(storyText(resetPasswordMessages.title));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyText(commonMessages.email) }),
      'kunde@kundenportal.example',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(resetPasswordMessages.submit) }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice?from=%2F'));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(servicesOf(loaded).notifications.current()).toBeUndefined();
  },
};
