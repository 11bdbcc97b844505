import { demoConfirmationTokens, mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type CompiledMessages, type Locale, loadMessages } from '../shared/i18n';
import type { PortalServices } from '../shared/services';
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
import { activationElsewhere, activationMessages, commonMessages, doubleOptInMessages } from './messages';
import { ActivationPage } from './routes';
import {
  findDialog,
  firstAppearance,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  wholeText,
} from './storyHelpers.testing';

/** Registers as a new user would and returns the link of the confirmation e-mail. */
async function registerAndReadConfirmationLink(services: PortalServices): Promise<string> {
  const email = `neu.${Date.now()}@beispiel-gmbh.example`;
  await services.api.POST('/registrations', {
    params: { query: { language: 'de' } },
    body: {
      registration: {
        customerType: 'existing_customer',
        newCustomer: false,
        customerNumber: '100234',
        email,
        emailConfirmation: email,
        password: 'Geheim12!',
        passwordConfirmation: 'Geheim12!',
        salutation: 'mister',
        firstName: 'Jonas',
        lastName: 'Neumann',
        companyName: 'Beispiel GmbH',
        phoneNumber: '+49 40 555',
        language: 'de',
      },
    },
  });
  const link = mailbox.lastConfirmationLink(email)?.link;
  if (!link) throw new Error(`No confirmation link for ${email} in the mock mailbox`);
  return link;
}

const meta = {
  title: 'Screens/Auth/Activation page',
  component: ActivationPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [
    async () => {
      const services = await createStoryServices();
      return { services, url: await registerAndReadConfirmationLink(services) };
    },
  ],
  // StrictMode repeats the effect as in development; the confirmation must still be sent once.
  render: (_args, { loaded }) => (
    <StrictMode>
      <StoryPortal
        services={servicesOf(loaded)}
        url={loaded.url as string}
        locale={loaded.locale as Locale | undefined}
        messages={loaded.messages as CompiledMessages | undefined}
      >
        <ActivationPage />
        <AuthDialogs />
      </StoryPortal>
    </StrictMode>
  ),
} satisfies Meta<typeof ActivationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let confirmations: RecordedRequest[] = [];

/** Spec §2: the double-opt-in message is a dialog; closed, the page below still says the same. */
export const Confirmed: Story = {
  beforeEach({ msw }) {
    confirmations = recordRequests(msw, 'post', '/registrations/activation');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const dialog = await findDialog(storyText(doubleOptInMessages.title));
    await expect(dialog).toHaveTextContent(storyScreenText(doubleOptInMessages.text));
    const token = new URL(loaded.url as string, 'https://portal.invalid').searchParams.get('token');
    await expect(confirmations.map((request) => request.body)).toEqual([{ token }]);

    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus had no button to go back to: it lands on the same message on the page, the link comes next.
    const confirmed = canvas.getByRole('heading', { level: 2, name: storyText(doubleOptInMessages.title) });
    await waitFor(() => expect(confirmed).toHaveFocus());
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(activationMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(storyScreenText(doubleOptInMessages.text));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: storyText(activationMessages.home) })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: storyText(activationMessages.home) })).toHaveAttribute(
      'href',
      storyPath('/'),
    );
    // Still sent once, and the dialog does not come back.
    await expect(confirmations).toHaveLength(1);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * A backend without the confirmation call (`confirmRegistration` not offered): the link asks nothing; the page says
 * the supplier confirms the address itself and offers the support and the way home – no error, no dialog.
 */
export const ConfirmedElsewhere: Story = {
  loaders: [
    async () => {
      const services = await createStoryServices({ without: ['confirmRegistration'] });
      return { services, url: await registerAndReadConfirmationLink(services) };
    },
  ],
  beforeEach({ msw }) {
    confirmations = recordRequests(msw, 'post', '/registrations/activation');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        storyScreenText(activationElsewhere, { company: 'Kundenportal GmbH' }),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@kundenportal.example' })).toHaveAttribute(
      'href',
      'mailto:support@kundenportal.example',
    );
    await expect(canvas.getByRole('link', { name: storyText(activationMessages.home) })).toHaveAttribute(
      'href',
      storyPath('/'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(storyScreenText(activationMessages.checking))).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(confirmations).toHaveLength(0);
  },
};

/** Spec §8: one text for every failure, never the backend's own explanation (which may be another language). */
export const ExpiredLink: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices(),
      url: `/activation?token=${demoConfirmationTokens.expired}`,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      wholeText(activationMessages.failed),
    );
    await expect(canvas.queryByText(/abgelaufen/)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: storyText(doubleOptInMessages.title) })).toBeNull();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const UnknownLink: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/activation?token=unbekannt' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      wholeText(activationMessages.failed),
    );
  },
};

/** The failure in the page's language, even though the backend explains it in German. */
export const UnknownLinkInEnglish: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices(),
      url: '/en/activation?token=unbekannt',
      locale: 'en',
      messages: await loadMessages('en', ['auth']),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      /^An error has occurred\.$/,
    );
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Confirmation of your e-mail address' }),
    ).toBeVisible();
  },
};

export const MissingToken: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/activation' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyScreenText(activationMessages.missingToken),
    );
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(storyHttp.post('/registrations/activation', () => HttpResponse.error()));
  },
  play: async () => {
    await waitFor(
      () => expect(location()).toHaveTextContent('/outofservice?from=%2Factivation%3Ftoken%3D'),
      firstAppearance,
    );
  },
};
