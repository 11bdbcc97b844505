import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages } from '../../shared/messages/commonMessages';
import {
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  renderScreen,
  storyText,
} from '../../shared/testing';
import { orderMessages } from '../messages';
import { OrderWidget } from './OrderWidget';

const meta = {
  title: 'Widgets/Order',
  component: OrderWidget,
  args: { title: 'Bestellungen', headingLevel: 3, onRemove: fn(), removeLabel: 'Bestellungen entfernen' },
  parameters: { ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <OrderWidget {...args} />, { url: '/user/dashboard' })(args, context),
} satisfies Meta<typeof OrderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const findWidget = (canvas: HTMLElement) =>
  within(canvas).findByRole('region', { name: storyText(orderMessages.widgetTitle) }, firstAppearance);

/** The last 3 orders: order number, date and number of positions; each leads to its detail. */
export const LastThreeOrders: Story = {
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    const links = await within(widget).findAllByRole('link', { name: /^Auftrag \d{10}$/ }, firstAppearance);
    await expect(links).toHaveLength(3);
    await expect(links[0]?.parentElement).toHaveTextContent(/\d{2}\.\d{2}\.\d{4} · \d+ Positione?n?/);
    const id = links[0]?.textContent?.replace('Auftrag ', '');
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(location()).toHaveTextContent(`/user/order/${id}`));
  },
};

export const ShowAll: Story = {
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    await expect(
      await within(widget).findByRole('link', { name: storyText(orderMessages.widgetShowAll) }),
    ).toHaveAttribute('href', '/user/orders');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'empty');
  },
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    await expect(await within(widget).findByText(storyText(orderMessages.widgetEmpty))).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    await expect(
      await within(widget).findByRole(
        'progressbar',
        { name: storyText(commonMessages.loading) },
        firstAppearance,
      ),
    ).toBeInTheDocument();
  },
};

export const Failure: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    await expect(await within(widget).findByText(storyText(orderMessages.widgetFailed))).toBeVisible();
    await expect(within(widget).queryByRole('link', { name: /^Auftrag/ })).toBeNull();
  },
};
