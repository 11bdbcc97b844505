import type { Order } from '@kundenportal/api-client';
import { maxLengths } from '@kundenportal/api-client/limits';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bulkMessages } from '../../domain/productLists/messages';
import { formatDate, isoDay } from '../../shared/format';
import { commonMessages, paginatorPageMessage } from '../../shared/messages/commonMessages';
import {
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  onePage,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  StorySessionControls,
  servicesOf,
  storyHttp,
  storyText,
} from '../../shared/testing';
import { storyScreenText, storyTextWithValues } from '../../shared/testing/storyScreenText';
import {
  bulkAddLabelMessage,
  dueReasonMessage,
  dueWhenMessage,
  orderCountMessage,
  orderHeadingMessage,
  orderMessages,
  overdueMessage,
} from '../messages';
import { rhythmInWords } from '../reorder/dueForReorder';
import { OrderHistoryPage } from './OrderHistoryPage';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Orders/History · Bestellhistorie',
  id: 'screens-orders-history',
  component: OrderHistoryPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: renderScreen(() => <OrderHistoryPage />, {
    url: '/user/orders',
    frame: () => <StorySessionControls />,
  }),
} satisfies Meta<typeof OrderHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderCards = (canvas: HTMLElement) => within(canvas).findAllByRole('article', {}, firstAppearance);

let requests: RecordedRequest[] = [];

/** An order's 'add all positions' button ('Alle Positionen in den Warenkorb – Auftrag 4500012345'). */
const addAllButton = (action: 'allToBasket' | 'allToFavorites') =>
  storyTextWithValues(bulkAddLabelMessage, ['id'], { action: storyText(orderMessages[action]) });
const pageButton = (page: number) => storyText(paginatorPageMessage, { page });

/** The material number of the first order's first position, and the search field it can be typed into. */
async function firstMaterial(canvasElement: HTMLElement) {
  const cards = await orderCards(canvasElement);
  const material = within(cards[0] as HTMLElement).getAllByRole('cell')[2]?.textContent ?? '';
  const materialField = within(canvasElement).getByRole('textbox', {
    name: storyText(orderMessages.searchMaterial),
  });
  return { material, materialField };
}

/** A customer with one company: 15 orders a page, newest first, each with its facts and positions. */
export const Filled: Story = {
  parameters: {
    review: { ownLogin: "one company's 15 orders under its heading; staff see every company's" },
  },
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(orderMessages.historyTitle) }),
    ).toBeVisible();
    const cards = await orderCards(canvasElement);
    await expect(cards).toHaveLength(15);
    await expect(
      canvas.getByRole('heading', { level: 2, name: /^Bäckerei Hofmann GmbH & Co\. KG \(\d{6}\)$/ }),
    ).toBeVisible();
    await expect(canvas.getByText(storyTextWithValues(orderCountMessage, ['count']))).toBeVisible();
    const first = within(cards[0] as HTMLElement);
    await expect(
      first.getByRole('link', { name: storyTextWithValues(orderHeadingMessage, ['id']) }),
    ).toBeVisible();
    await expect(first.getByText(storyText(orderMessages.date))).toBeVisible();
    await expect(first.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expect(first.getByText(storyText(orderMessages.status))).toBeVisible();
    await expect(first.getByRole('table')).toBeVisible();
    await expect(first.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      [
        orderMessages.columnPosition,
        orderMessages.columnProduct,
        orderMessages.columnMaterial,
        orderMessages.columnAmount,
      ].map((column) => storyText(column)),
    );
    const query = requests[0]?.query;
    await expect(query?.get('limit')).toBe('15');
    await expect(query?.get('page')).toBe('1');
    await expect(query?.get('filter[customer]')).toMatch(/^\d{6}$/);
  },
};

/** The paginator leads to page 2; the page is kept in the URL. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderCards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pageButton(2) }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/orders?page=2'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: pageButton(2) })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

/** Searching by material number sends the filter and keeps it in the URL; the reset clears it again. */
export const FilteredByMaterial: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { material, materialField } = await firstMaterial(canvasElement);
    await expect(materialField).toHaveAttribute('maxlength', String(maxLengths.OrderFilter.material));
    await userEvent.type(materialField, material);
    await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.searchSubmit) }));
    await waitFor(() => expect(location()).toHaveTextContent(`/user/orders?material=${material}`));
    await waitFor(() => expect(requests.at(-1)?.query.get('filter[material]')).toBe(material));
    await waitFor(async () => {
      for (const card of await orderCards(canvasElement)) {
        await expect(within(card).getAllByText(material).length).toBeGreaterThan(0);
      }
    });
    await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.searchReset) }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/orders$/));
    await expect(canvas.getByRole('textbox', { name: storyText(orderMessages.searchMaterial) })).toHaveValue(
      '',
    );
  },
};

/**
 * A number pasted from an e-mail or PDF with a right-to-left override and zero-width spaces: they are gone
 * from the field at once and never reach the URL or the API, so the search finds what the user sees.
 */
export const HiddenCharactersStripped: Story = {
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { material, materialField } = await firstMaterial(canvasElement);
    await userEvent.click(materialField);
    await userEvent.paste(`\u202e${material.slice(0, 3)}\u200b${material.slice(3)}\u2066\ufeff`);
    await expect(materialField).toHaveValue(material);
    const reference = canvas.getByRole('textbox', { name: storyText(orderMessages.customerOrderNumber) });
    await userEvent.click(reference);
    await userEvent.paste('\u200e\u200f');
    await expect(reference).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.searchSubmit) }));
    await waitFor(() => expect(requests.at(-1)?.query.get('filter[material]')).toBe(material));
    await expect(requests.at(-1)?.query.has('filter[customerOrder]')).toBe(false);
    await expect(location()).toHaveTextContent(`/user/orders?material=${material}`);
  },
};

/** A link carrying hidden characters (or more than the contract's limit) is searched for clean and cut. */
export const HiddenCharactersInLink: Story = {
  render: renderScreen(() => <OrderHistoryPage />, {
    url: `/user/orders?customerOrder=%E2%80%AEPO-%E2%80%8B2026&material=${'9'.repeat(maxLengths.OrderFilter.material + 20)}`,
  }),
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(requests.at(-1)?.query.get('filter[customerOrder]')).toBe('PO-2026'));
    await expect(requests.at(-1)?.query.get('filter[material]')).toBe(
      '9'.repeat(maxLengths.OrderFilter.material),
    );
    await expect(
      within(canvasElement).getByRole('textbox', { name: storyText(orderMessages.customerOrderNumber) }),
    ).toHaveValue('PO-2026');
  },
};

/** A search kept in a bookmarked URL is applied at once and shown in the form. */
export const BookmarkedSearch: Story = {
  render: renderScreen(() => <OrderHistoryPage />, { url: '/user/orders?from=2026-01-01&to=2026-03-31' }),
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    await orderCards(canvasElement).catch(() => []);
    await waitFor(() => expect(requests.at(-1)?.query.get('filter[from]')).toBe('2026-01-01'));
    await expect(requests.at(-1)?.query.get('filter[to]')).toBe('2026-03-31');
    for (const date of within(canvasElement).queryAllByText(/^\d{2}\.\d{2}\.2026$/)) {
      const [, month] = (date.textContent ?? '').split('.');
      await expect(Number(month)).toBeLessThanOrEqual(3);
    }
  },
};

/** A range that ends before it starts is told beside the field and not sent. */
export const InvalidDateRange: Story = {
  render: renderScreen(() => <OrderHistoryPage />, { url: '/user/orders?from=2026-05-01&to=2026-04-01' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText(orderMessages.searchRangeInvalid), {}, firstAppearance),
    ).toBeVisible();
  },
};

/** A search that finds nothing says so and offers the reset. */
export const NoMatch: Story = {
  render: renderScreen(() => <OrderHistoryPage />, { url: '/user/orders?order=1234567' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText(orderMessages.noMatchTitle) }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(orderMessages.emptyTitle), { selector: 'p' })).toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: storyText(orderMessages.searchReset) }).length,
    ).toBeGreaterThan(0);
  },
};

/** No orders at all: an empty list with a clear note. */
export const Empty: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'empty');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText(orderMessages.emptyTitle) }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(
      canvas.queryByRole('navigation', { name: storyText(commonMessages.paginatorNav) }),
    ).toBeNull();
  },
};

/** While the first page loads, the count line says so. */
export const Loading: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(storyText(commonMessages.loading), {}, firstAppearance),
    ).toBeVisible();
    await expect(canvas.queryByText(storyText(commonMessages.chooseCompanyFirst))).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** A failing fetch: an empty list and an alert that says why, with a retry (spec §8). */
export const ServerError: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /customer/orders', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(orderMessages.loadFailed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.queryByRole('heading', { name: storyText(orderMessages.emptyTitle) })).toBeNull();
  },
};

const serviceUnavailable = fn();

/**
 * No answer at all: the API client reports the service unavailable (the app then goes to /outofservice,
 * spec §8); the list underneath stays empty and says why – it never pretends there are no orders.
 */
export const Unreachable: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { onServiceUnavailable: serviceUnavailable })],
  beforeEach({ msw }) {
    serviceUnavailable.mockClear();
    withScenario(msw, 'GET /customer/orders', 'unreachable');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyText(orderMessages.widgetFailed),
    );
    await expect(serviceUnavailable).toHaveBeenCalled();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Sales staff in the staff view see every company's orders, grouped under each company. */
export const GroupedBySeveralCompanies: Story = {
  parameters: { review: { ownLogin: 'the point: the staff view, which lists every company' } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await orderCards(canvasElement);
    await expect(requests[0]?.query.get('filter[customer]')).toBe('0');
    const companies = canvas
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => /\(\d{6}\)$/.test(heading.textContent ?? ''));
    await expect(new Set(companies.map((heading) => heading.textContent)).size).toBeGreaterThan(1);
  },
};

/** A buyer for several companies changes the company: the list is fetched for it and starts at page 1. */
export const CustomerChange: Story = {
  parameters: { review: { ownLogin: 'the point: a buyer with several companies changes company' } },
  loaders: [loginAs('einkauf@kundenportal.example')],
  render: renderScreen(() => <OrderHistoryPage />, {
    url: '/user/orders?page=2',
    frame: () => <StorySessionControls />,
  }),
  beforeEach({ msw }) {
    requests = recordRequests(msw, 'get', '/customer/orders');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /^Schneider Chemie AG/ }, firstAppearance),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Neumann/ }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: /^Neumann Farben/ }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: /^Schneider Chemie AG/ })).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/orders$/));
    const customers = new Set(requests.map((request) => request.query.get('filter[customer]')));
    await expect(customers.size).toBe(2);
  },
};

const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000));
/** A hand-made history relative to today: salt every 6 weeks (overdue), flour every 4 weeks (due in 3 days). */
function rhythmHistory(): Order[] {
  const order = (id: number, date: string, material: string, description: string): Order => ({
    id: String(4_500_100_000 + id),
    customer_order_id: null,
    date,
    status: 'invoiced',
    customer: { id: 100100, name: 'Bäckerei Hofmann GmbH & Co. KG' },
    positions: [
      {
        id: 10,
        product: { id: material, description },
        material_number: material,
        amount: 25,
        unit: 'KG',
        documents: [],
      },
    ],
  });
  return [
    ...[-9 - 42 * 3, -9 - 42 * 2, -9 - 42, -9].map((offset, index) =>
      order(index, day(offset - 42), '100200', 'Speisesalz fein'),
    ),
    ...[-25 - 28 * 2, -25 - 28, -25].map((offset, index) =>
      order(10 + index, day(offset), '100300', 'Weizenmehl Type 550'),
    ),
    order(20, day(-3), '100400', 'Hefe frisch'),
  ].sort((a, b) => b.date.localeCompare(a.date));
}

/** The reorder filter lists what the buying rhythm says is due, each with its reason. */
export const DueForReorder: Story = {
  parameters: { review: { ownLogin: "the reorder rhythm of the story's customer's orders" } },
  render: renderScreen(() => <OrderHistoryPage />, { url: '/user/orders?due=1' }),
  beforeEach({ msw }) {
    const history = rhythmHistory();
    msw.use(storyHttp.get('/customer/orders', ({ response }) => response(200).json(onePage(history, 100))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole(
      'region',
      { name: storyText(orderMessages.dueTitle) },
      firstAppearance,
    );
    await expect(canvas.getByRole('checkbox', { name: storyText(orderMessages.dueShow) })).toBeChecked();
    const items = await within(section).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Speisesalz fein (100200)');
    // Salt last ordered 51 days ago every 42 days, flour 25 days ago every 28 (rhythmHistory).
    await expect(items[0]).toHaveTextContent(
      `${storyScreenText(dueReasonMessage, { ...rhythmInWords(42), last: formatDate(day(-51)) ?? '' })} · ${storyScreenText(overdueMessage, { days: 9 })}`,
    );
    await expect(items[1]).toHaveTextContent(
      `${storyScreenText(dueReasonMessage, { ...rhythmInWords(28), last: formatDate(day(-25)) ?? '' })} · ${storyScreenText(dueWhenMessage, { days: 3 })}`,
    );
    await expect(section).not.toHaveTextContent('Hefe');
    await userEvent.click(canvas.getByRole('checkbox', { name: storyText(orderMessages.dueShow) }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/orders$/));
  },
};

let basketPosts: RecordedRequest[] = [];

/** All positions of an order into an empty basket: one call with every position, one pluralised notice (5000 ms). */
export const AddAllToBasket: Story = {
  parameters: { review: { ownLogin: 'adds to the basket, which staff in the staff view do not have' } },
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
    basketPosts = recordRequests(msw, 'post', '/basket');
  },
  play: async ({ canvasElement, loaded }) => {
    const cards = await orderCards(canvasElement);
    const card = within(cards[0] as HTMLElement);
    const positions = card.getAllByRole('row').length - 1;
    await userEvent.click(card.getByRole('button', { name: addAllButton('allToBasket') }));
    // Into an empty basket: only the count of products added, none already there.
    const notice = await within(document.body).findByText(
      storyTextWithValues(bulkMessages.basket.added, ['count']),
      {},
      firstAppearance,
    );
    await expect(notice).toBeVisible();
    await expect(servicesOf(loaded).notifications.current()).toMatchObject({
      type: 'success',
      duration: 5000,
    });
    const body = basketPosts[0]?.body as { product_list_add: { items: unknown[] } } | undefined;
    await expect(body?.product_list_add.items).toHaveLength(positions);
    await expect(card.getByRole('button', { name: addAllButton('allToFavorites') })).toBeVisible();
  },
};

/** In the staff view there is no basket or favourites (spec §6): no add buttons on the orders. */
export const StaffViewWithoutListActions: Story = {
  parameters: { review: { ownLogin: 'the point: the staff view offers no list actions' } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await orderCards(canvasElement);
    const basket = addAllButton('allToBasket');
    const favorites = addAllButton('allToFavorites');
    await expect(
      within(canvasElement).queryByRole('button', { name: (name) => basket(name) || favorites(name) }),
    ).toBeNull();
  },
};
