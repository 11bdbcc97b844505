/**
 * What a change of customer or client does to the data on screen (spec §4, §6), through the real selectors.
 * The probes below fetch the way the features do – keyed with the session's customer and search client – so the
 * session's side of the contract is pinned down here. They show what they fetched in the API's own terms
 * (`GET /basket: 3`, `∅` for nothing), the same in every locale.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import useSWR, { useSWRConfig } from 'swr';
import { useProductList } from '../domain/productLists';
import { useIntl } from '../shared/i18n';
import { type PortalServices, useApi } from '../shared/services';
import { staffViewMessage, useSession, useSessionChange } from '../shared/session';
import {
  createStoryServices,
  type RecordedRequest,
  recordRequests,
  StoryPortal,
  servicesOf,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import { ClientSelector } from './ClientSelector';
import { CustomerSelector } from './CustomerSelector';
import { clientNameMessages, layoutMessages, selectorMessages } from './messages';

function RecentOrdersProbe() {
  const api = useApi();
  const { customerId } = useSession();
  const { data } = useSWR(
    customerId === undefined ? null : (['orders', 'recent', customerId] as const),
    async ([, , customer]) => {
      const { data: page } = await api.GET('/customer/orders', {
        params: { query: { page: 1, limit: 15, language: 'de', filter: { customer } } },
      });
      return page;
    },
  );
  return <p>{`GET /customer/orders: ${data ? data.count : '…'}`}</p>;
}

function SearchProbe() {
  const api = useApi();
  const { customerId, searchClient } = useSession();
  const [term, setTerm] = useState('Natrium');
  // Clearing the client resets the search (spec §4); any other change re-runs it through the key.
  useSessionChange((change) => {
    if (change.kind === 'client' && change.client === undefined) setTerm('');
  });
  const { data } = useSWR(
    term && customerId !== undefined ? (['search', term, customerId, searchClient] as const) : null,
    async ([, text, customer, client]) => {
      const { data: page } = await api.GET('/products/search', {
        params: { query: { term: text, page: 1, customer, language: 'de', ...(client ? { client } : {}) } },
      });
      return page;
    },
  );
  return <p>{`GET /products/search${term ? `?term=${term}: ${data ? data.count : '…'}` : ': ∅'}`}</p>;
}

function BasketProbe() {
  const basket = useProductList('basket');
  return <p>{`GET /basket: ${basket.isAvailable ? basket.items.length : '∅'}`}</p>;
}

/** How many answers SWR holds (counted every 100 ms: the cache itself does not re-render), the customer, logout. */
function CacheProbe() {
  const intl = useIntl();
  const { cache } = useSWRConfig();
  const { logout, isAuthenticated, customerId } = useSession();
  const [held, setHeld] = useState<number>();
  useEffect(() => {
    const count = () => setHeld([...cache.keys()].filter((key) => cache.get(key)?.data !== undefined).length);
    count();
    const timer = setInterval(count, 100);
    return () => clearInterval(timer);
  }, [cache]);
  return (
    <div>
      <p>{`SWR: ${held ?? '…'}`}</p>
      <p>{`customerId: ${customerId ?? '∅'}`}</p>
      {isAuthenticated && (
        <button type="button" onClick={logout}>
          {intl.formatMessage(layoutMessages.logout)}
        </button>
      )}
    </div>
  );
}

/** Clears the client choice (named as StorySessionControls names it, with the client in use). */
function ClearClient() {
  const intl = useIntl();
  const { setClient, client } = useSession();
  return (
    <button type="button" onClick={() => setClient(undefined)}>
      {`${intl.formatMessage(selectorMessages.client)}: ∅ (${client})`}
    </button>
  );
}

let orders: RecordedRequest[] = [];
let searches: RecordedRequest[] = [];
let baskets: RecordedRequest[] = [];

const meta = {
  title: 'Layout/Customer and client change',
  parameters: { layout: 'padded' },
  beforeEach({ msw }) {
    orders = recordRequests(msw, 'get', '/customer/orders');
    searches = recordRequests(msw, 'get', '/products/search');
    baskets = recordRequests(msw, 'get', '/basket');
  },
  loaders: [
    async ({ parameters }) => ({
      services: await createStoryServices({ loginAs: parameters.loginAs as string }),
    }),
  ],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/dashboard">
      <CustomerSelector variant="menu" />
      <ClientSelector variant="menu" />
      <ClearClient />
      <RecentOrdersProbe />
      <SearchProbe />
      <BasketProbe />
      <CacheProbe />
    </StoryPortal>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const customerOf = (request: RecordedRequest | undefined) =>
  request?.query.get('filter[customer]') ?? request?.query.get('customer');

/** The button that opens a selector's list: named after its field. */
const listButtonOf = (label: MessageDescriptor) => ({
  name: new RegExp(`${storyTextPattern(label).source}$`),
});

/** ClearClient's button, whichever client is in use. */
const clearClient = () => new RegExp(`^${storyTextPattern(selectorMessages.client).source}: ∅`);

async function chooseCustomer(canvasElement: HTMLElement, name: RegExp | string) {
  await userEvent.click(within(canvasElement).getByRole('button', listButtonOf(selectorMessages.customer)));
  await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

/** A buyer for three companies: orders, search and basket follow the chosen company. */
export const CustomerChangeRefreshesEverything: Story = {
  parameters: { loginAs: 'einkauf@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^GET \/customer\/orders: \d+$/);
    await canvas.findByText(/^GET \/products\/search\?term=Natrium: \d+$/);
    await canvas.findByText(/^GET \/basket: \d+$/);
    const first = customerOf(orders.at(-1));
    await expect(customerOf(searches.at(-1))).toBe(first);
    await expect(customerOf(baskets.at(-1))).toBe(first);
    // One client only: the search sends none (spec §6).
    await expect(searches.at(-1)?.query.has('client')).toBe(false);

    const before = { orders: orders.length, searches: searches.length, baskets: baskets.length };
    await chooseCustomer(canvasElement, /Becker/);
    await waitFor(() => expect(orders.length).toBe(before.orders + 1));
    await waitFor(() => expect(searches.length).toBe(before.searches + 1));
    await waitFor(() => expect(baskets.length).toBe(before.baskets + 1));
    const becker = customerOf(orders.at(-1));
    await expect(becker).not.toBe(first);
    await expect(customerOf(searches.at(-1))).toBe(becker);
    await expect(customerOf(baskets.at(-1))).toBe(becker);

    // Back to the first company: shown at once and refreshed, not served stale.
    await chooseCustomer(canvasElement, /Schneider/);
    await waitFor(() => expect(orders.length).toBe(before.orders + 2));
    await expect(customerOf(orders.at(-1))).toBe(first);
  },
};

/** Staff: the staff view (id 0) refreshes orders and search but fetches no basket; a real customer does. */
export const StaffViewSkipsBasket: Story = {
  parameters: {
    loginAs: 'vertrieb@kundenportal.example',
    review: { ownLogin: 'the point: the staff view, which has no basket' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^GET \/customer\/orders: \d+$/);
    await expect(canvas.getByText('GET /basket: ∅')).toBeVisible();
    await expect(customerOf(orders.at(-1))).toBe('0');
    // The search is its own request: shown orders say nothing about whether it has gone out yet.
    await waitFor(() => expect(customerOf(searches.at(-1))).toBe('0'));
    await expect(baskets).toHaveLength(0);

    await chooseCustomer(canvasElement, /Hansa/);
    await canvas.findByText(/^GET \/basket: \d+$/);
    const hansa = customerOf(baskets.at(-1));
    await expect(hansa).not.toBe('0');
    await waitFor(() => expect(customerOf(orders.at(-1))).toBe(hansa));
    await waitFor(() => expect(customerOf(searches.at(-1))).toBe(hansa));

    const basketsBefore = baskets.length;
    const ordersBefore = orders.length;
    await chooseCustomer(canvasElement, storyText(staffViewMessage));
    await canvas.findByText('GET /basket: ∅');
    await waitFor(() => expect(orders.length).toBe(ordersBefore + 1));
    await expect(customerOf(orders.at(-1))).toBe('0');
    await expect(baskets).toHaveLength(basketsBefore);
  },
};

/** Both clients: the search sends the client, re-runs on a change and is reset when the client is cleared. */
export const ClientChangeRerunsSearch: Story = {
  parameters: { loginAs: 'zwei-mandanten@kundenportal.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^GET \/products\/search\?term=Natrium: \d+$/);
    await expect(searches.at(-1)?.query.get('client')).toBe('client_kundenportal');

    const before = searches.length;
    await userEvent.click(await canvas.findByRole('button', listButtonOf(selectorMessages.client)));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: storyText(clientNameMessages.second),
      }),
    );
    await waitFor(() => expect(searches.length).toBe(before + 1));
    await expect(searches.at(-1)?.query.get('client')).toBe('client_staub');

    await userEvent.click(
      canvas.getByRole('button', { name: `${storyText(selectorMessages.client)}: ∅ (client_staub)` }),
    );
    await expect(await canvas.findByText('GET /products/search: ∅')).toBeVisible();
    await expect(canvas.getByRole('button', { name: clearClient() })).toHaveTextContent(
      'client_kundenportal',
    );
    await expect(searches).toHaveLength(before + 1);
  },
};

/** Logout forgets search, orders, basket and the chosen customer (spec §4); the next login starts afresh. */
export const LogoutForgetsEverything: Story = {
  parameters: { loginAs: 'einkauf@kundenportal.example' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^GET \/products\/search\?term=Natrium: \d+$/);
    const first = customerOf(orders.at(-1));
    await chooseCustomer(canvasElement, /Becker/);
    await waitFor(() => expect(customerOf(orders.at(-1))).not.toBe(first));
    const becker = customerOf(orders.at(-1));
    await expect(canvas.getByText(`customerId: ${becker}`)).toBeVisible();
    await expect(await canvas.findByText(/^SWR: [1-9]\d*$/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: storyText(layoutMessages.logout) }));
    await expect(await canvas.findByText('customerId: ∅')).toBeVisible();
    await expect(await canvas.findByText('SWR: 0')).toBeVisible();
    await expect(canvas.queryByText(/^GET \/customer\/orders: \d+$/)).toBeNull();

    const { services } = loaded as { services: PortalServices };
    await services.api.session.login('einkauf@kundenportal.example', 'Demo1234!');
    await expect(await canvas.findByText(`customerId: ${first}`)).toBeVisible();
  },
};
