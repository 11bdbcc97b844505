import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiFailureError } from '../shared/api';
import type { CompiledMessages } from '../shared/i18n';
import englishCore from '../shared/i18n/compiled/en/core.json';
import englishErrors from '../shared/i18n/compiled/en/errors.json';
import { pageTitleMessages } from '../shared/page';
import {
  acmeServices,
  createStoryServices,
  expectStuckSupport,
  StoryPortal,
  servicesOf,
  storyPath,
  storyText,
} from '../shared/testing';
import { ErrorPage, RouteErrorPage } from './ErrorPage';
import { errorMessages, otherErrorTitle } from './messages';

const meta = {
  title: 'Screens/Error page',
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const rejected = (status: number) =>
  new ApiFailureError({ kind: 'rejected', status, message: 'Not Found', fieldErrors: [] });

/** Heading with the code, the message, and the link home that leads there. */
async function expectErrorPage(canvasElement: HTMLElement, heading: string, message: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(canvas.getByText(message)).toBeVisible();
  const title = storyText(pageTitleMessages.withPage, { page: heading });
  await waitFor(() => expect(document.title).toBe(title));
  const home = canvas.getByRole('link', { name: storyText(errorMessages.backHome) });
  await expect(home).toHaveAttribute('href', storyPath('/'));
  await userEvent.click(home);
  await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(storyPath('/')));
}

/** A read the server answered with 404 (an order or user that does not exist): the page says so. */
export const NotFound: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/order/4711">
      <RouteErrorPage error={rejected(404)} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    await expectErrorPage(canvasElement, storyText(errorMessages.title404), storyText(errorMessages.text404));
    // The server's own words ('Not Found') mean nothing to a customer: the page's message stands.
    await expect(within(canvasElement).queryByText('Not Found')).toBeNull();
  },
};

/** A page's own `notFound()` (the order detail for an unknown number) is a 404 too. */
export const NotFoundThrownByPage: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/order/abc">
      <RouteErrorPage
        error={Object.assign(new Error('Not Found'), { status: 404, statusText: 'Not Found' })}
      />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: storyText(errorMessages.title404),
      }),
    ).toBeVisible();
  },
};

/** The server refused access (403): the page says so and whom to ask. */
export const Forbidden: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/usermanagement">
      <RouteErrorPage error={rejected(403)} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    await expectErrorPage(canvasElement, storyText(errorMessages.title403), storyText(errorMessages.text403));
  },
};

/** Anything else – a bug, a server fault – is a 500: reload or try again later, else support. */
export const ServerError: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/orders">
      <RouteErrorPage error={new TypeError("Cannot read properties of undefined (reading 'map')")} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    await expectErrorPage(canvasElement, storyText(errorMessages.title500), storyText(errorMessages.text500));
    await expect(within(canvasElement).queryByText(/reading 'map'/)).toBeNull();
  },
};

/** A server fault the server named (500 from a read) is the same page. */
export const ServerErrorFromRead: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)}>
      <RouteErrorPage error={rejected(502)} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: storyText(errorMessages.title500),
      }),
    ).toBeVisible();
  },
};

/** Another status a caller names, with its own message. */
export const OtherStatus: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)}>
      <ErrorPage status={503} message="Wartungsarbeiten bis 18 Uhr." />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(otherErrorTitle, { status: 503 }) }),
    ).toBeVisible();
    await expect(canvas.getByText('Wartungsarbeiten bis 18 Uhr.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(errorMessages.backHome) })).toHaveAttribute(
      'href',
      storyPath('/'),
    );
  },
};

/** In the user's language, with the link to that language's home. */
export const InEnglish: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url="/en/user/order/4711"
      locale="en"
      messages={{ ...englishCore, ...englishErrors } as unknown as CompiledMessages}
    >
      <RouteErrorPage error={rejected(404)} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Error 404: Not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  },
};

/** Stuck on an error: the deployment's support contact (config.json) is the way on. */
export const ServerErrorWithSupport: Story = {
  loaders: [acmeServices],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/orders">
      <RouteErrorPage error={rejected(500)} />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => expectStuckSupport(canvasElement),
};
