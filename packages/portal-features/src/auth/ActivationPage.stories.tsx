import { demoConfirmationTokens, mailbox } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { PortalServices } from '../shared/services';
import { createStoryServices, StoryPortal } from '../shared/testing';
import { ActivationPage } from './routes';
import { location, mockBackend, type RecordedRequest, recordRequests } from './storyHelpers';

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
      <StoryPortal services={loaded.services as PortalServices} url={loaded.url as string}>
        <ActivationPage />
      </StoryPortal>
    </StrictMode>
  ),
} satisfies Meta<typeof ActivationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

let confirmations: RecordedRequest[] = [];

export const Confirmed: Story = {
  beforeEach({ msw }) {
    confirmations = recordRequests(msw, 'post', '/registrations/activation');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bestätigung Ihrer E-Mail-Adresse' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'E-Mail-Adresse bestätigt' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('von unseren Administratoren geprüft');
    const token = new URL(loaded.url as string, 'https://portal.invalid').searchParams.get('token');
    await expect(confirmations.map((request) => request.body)).toEqual([{ token }]);
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  },
};

export const ExpiredLink: Story = {
  loaders: [
    async () => ({
      services: await createStoryServices(),
      url: `/activation?token=${demoConfirmationTokens.expired}`,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Der Bestätigungslink ist abgelaufen.',
    );
    await expect(canvas.queryByRole('heading', { name: 'E-Mail-Adresse bestätigt' })).toBeNull();
  },
};

export const UnknownLink: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/activation?token=unbekannt' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Es ist ein Fehler aufgetreten. Der Bestätigungslink ist ungültig.',
    );
  },
};

export const MissingToken: Story = {
  loaders: [async () => ({ services: await createStoryServices(), url: '/activation' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Der Bestätigungslink ist unvollständig.',
    );
  },
};

export const Unreachable: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/registrations/activation', () => HttpResponse.error()));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/outofservice?from=%2Factivation%3Ftoken%3D'));
  },
};
