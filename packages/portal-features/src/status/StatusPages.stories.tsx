import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildTimeConfig } from '../shared/config';
import { supportMessages } from '../shared/contact/messages';
import type { PortalServices } from '../shared/services';
import {
  acmeServices,
  createStoryServices,
  expectStuckSupport,
  StoryPortal,
  servicesOf,
  storyPath,
  storyText,
} from '../shared/testing';
import { statusMessages } from './messages';
import { NotFoundPage } from './NotFoundPage';
import { OutOfServicePage } from './OutOfServicePage';

const meta = {
  title: 'Screens/Status pages',
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/en/nope">
      <NotFoundPage />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(statusMessages.notFoundTitle) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: storyText(statusMessages.backHome) }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(storyPath('/')));
  },
};

export const OutOfServiceStillDown: Story = {
  loaders: [
    async () => {
      const services = await createStoryServices();
      return { services: { ...services, checkService: async () => false } };
    },
  ],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/outofservice?from=%2Fuser%2Forders">
      <OutOfServicePage />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: storyText(statusMessages.outOfServiceTitle) }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: storyText(statusMessages.retry) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(storyText(statusMessages.stillDown));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/outofservice');
  },
};

export const OutOfServiceBackAgain: Story = {
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/outofservice?from=%2Ffaq">
      <OutOfServicePage />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: storyText(statusMessages.retry) }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/faq'));
    await expect(await canvas.findByText(storyText(statusMessages.serviceBack))).toBeVisible();
  },
};

/** A `from` that leads off the portal is refused: the retry goes home, not there (no open redirect). */
const refusesRedirect = (from: string): Story => ({
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url={`/outofservice?from=${encodeURIComponent(from)}`}>
      <OutOfServicePage />
    </StoryPortal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: storyText(statusMessages.retry) }));
    await waitFor(() => expect(canvas.getByTestId('location').textContent).toBe(storyPath('/')));
  },
});

export const OutOfServiceNoOpenRedirect = refusesRedirect('//evil.example');
/** Browsers read `/\\evil.example` as another host, like `//`. */
export const OutOfServiceNoBackslashRedirect = refusesRedirect('/\\evil.example');

/** The out-of-service page with the services of `loader`. */
const outOfService = (loader: () => Promise<{ services: PortalServices }>, play: Story['play']): Story => ({
  loaders: [loader],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/outofservice">
      <OutOfServicePage />
    </StoryPortal>
  ),
  play,
});

/** The backend is down: the deployment's support contact (config.json) below the retry. */
export const OutOfServiceWithSupport = outOfService(acmeServices, ({ canvasElement }) =>
  expectStuckSupport(canvasElement),
);

/**
 * config.json itself cannot be used: the app runs with the build's config, which knows no support contact – the
 * page names none rather than the demo's example address.
 */
export const OutOfServiceConfigFault = outOfService(
  async () => ({ services: await createStoryServices({ config: buildTimeConfig }) }),
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: storyText(statusMessages.retry) })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: storyText(supportMessages.title) })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /@/ })).toBeNull();
  },
);
