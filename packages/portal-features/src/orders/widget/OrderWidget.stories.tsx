import { getMockDb, withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../shared/format';
import { localizedPath } from '../../shared/i18n';
import { commonMessages } from '../../shared/messages/commonMessages';
import {
  asOnTheDashboard,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  renderScreen,
  storyLocale,
  storyText,
} from '../../shared/testing';
import { storyTextWithValues, storyValuesIn } from '../../shared/testing/storyScreenText';
import { orderHeadingMessage, orderMessages, positionCountMessage } from '../messages';
import { OrderWidget } from './OrderWidget';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Widgets/Order · Bestellungen',
  id: 'widgets-order',
  component: OrderWidget,
  args: {
    // Empty: the widget's title in the story's locale, as the dashboard passes it (known only at render).
    title: '',
    headingLevel: 3,
    onRemove: fn(),
    // Empty: the dashboard's name for the remove button, in the story's locale (asOnTheDashboard).
    removeLabel: '',
  },
  parameters: { ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <OrderWidget {...asOnTheDashboard(args, storyText(orderMessages.widgetTitle))} />, {
      url: '/user/dashboard',
    })(args, context),
} satisfies Meta<typeof OrderWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const findWidget = (canvas: HTMLElement) =>
  within(canvas).findByRole('region', { name: storyText(orderMessages.widgetTitle) }, firstAppearance);

/** 'Auftrag 4500012345' in the story's locale, for any order number. */
const orderLink = storyTextWithValues(orderHeadingMessage, ['id']);

/** The last 3 orders: order number, date and number of positions; each leads to its detail. */
export const LastThreeOrders: Story = {
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    const links = await within(widget).findAllByRole('link', { name: orderLink }, firstAppearance);
    await expect(links).toHaveLength(3);
    const id = storyValuesIn(links[0]?.textContent ?? '', orderHeadingMessage, ['id'])?.id;
    const order = getMockDb().orders.find((candidate) => candidate.id === id);
    await expect(links[0]?.parentElement).toHaveTextContent(
      `${formatDate(order?.date)} · ${storyText(positionCountMessage, { count: order?.positions.length ?? 0 })}`,
    );
    await userEvent.click(links[0] as HTMLElement);
    await waitFor(() => expect(location()).toHaveTextContent(`/user/order/${id}`));
  },
};

export const ShowAll: Story = {
  play: async ({ canvasElement }) => {
    const widget = await findWidget(canvasElement);
    await expect(
      await within(widget).findByRole('link', { name: storyText(orderMessages.widgetShowAll) }),
    ).toHaveAttribute('href', localizedPath('/user/orders', storyLocale()));
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
    await expect(within(widget).queryByRole('link', { name: orderLink })).toBeNull();
  },
};
