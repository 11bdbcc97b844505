import { queryMaxLengths } from '@kundenportal/api-client/limits';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { downloadFailed } from '../domain/files/messages';
import {
  addToListLabel,
  addToListText,
  entryMessages,
  productListMessages,
} from '../domain/productLists/messages';
import { downloadLabelMessage, productSearchMessages } from '../domain/productSearch/messages';
import { languageNameIn } from '../shared/i18n';
import { commonMessages, paginatorPageMessage } from '../shared/messages/commonMessages';
import {
  clearClientLabel,
  createStoryServices,
  expectNotice,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  StorySessionControls,
  secondClientLabel,
  servicesOf,
  storyHttp,
  storyLocale,
  storyText,
  storyTextPattern,
  untilSettled,
} from '../shared/testing';
import { storyTextAnyPattern, storyValuesIn } from '../shared/testing/storyScreenText';
import { resultCountMessage, searchMessages } from './messages';
import { SearchPage } from './SearchPage';

let searches: RecordedRequest[] = [];
let basketAdds: RecordedRequest[] = [];

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Search · Suche',
  id: 'screens-search',
  component: SearchPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    searches = recordRequests(msw, 'get', '/products/search');
  },
  render: renderScreen(() => <SearchPage />, { url: '/user/search' }),
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string) => renderScreen(() => <SearchPage />, { url });
const field = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: storyText(productSearchMessages.termLabel) });
const results = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: storyText(searchMessages.resultsTitle) }));
/** The results' own status line (the paginator has one, too). */
const statusLine = (canvas: ReturnType<typeof within>) => results(canvas).getAllByRole('status')[0];
/** 'n products found' in the story's locale. */
const found = (count: number) => storyText(resultCountMessage, { count });
/** The status line says how many were found, whatever the number. */
const expectSomeFound = (canvas: ReturnType<typeof within>) =>
  expect(storyValuesIn(statusLine(canvas)?.textContent ?? '', resultCountMessage, ['count'])).toBeDefined();
/** A safety data sheet's download button, whatever the file and its languages. */
const sdsDownload = () =>
  storyTextAnyPattern(downloadLabelMessage, ['name', 'languages'], {
    type: storyText(productSearchMessages.sdb),
  });
/** The add buttons of either list, whatever the product. */
const addTo = (kind: 'basket' | 'favorites') => storyTextAnyPattern(addToListLabel[kind], ['product']);
const page = (number: number) => storyText(paginatorPageMessage, { page: number });
const productNames = (canvas: ReturnType<typeof within>) =>
  results(canvas)
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-labelledby'))
    .map((id) => (id ? document.getElementById(id)?.textContent : null));

/** No term yet: the form, no results, no request. Submitting it blank says what is missing. */
export const EmptyTerm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(searchMessages.title) }),
    ).toBeVisible();
    await expect(canvas.getByRole('search', { name: storyText(searchMessages.title) })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: storyText(searchMessages.resultsTitle) })).toBeNull();
    // The term stops where the contract's `term` parameter does.
    await expect(field(canvas)).toHaveAttribute(
      'maxlength',
      String(queryMaxLengths['GET /products/search'].term),
    );

    await userEvent.type(field(canvas), '   ');
    await userEvent.click(canvas.getByRole('button', { name: storyText(productSearchMessages.submit) }));
    await expect(await canvas.findByText(storyText(productSearchMessages.termRequired))).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(
      storyTextPattern(productSearchMessages.termRequired),
    );
    // Focus follows once the field is marked (the shared focusFirstProblem looks each frame).
    await waitFor(() => expect(field(canvas)).toHaveFocus());
    await expect(field(canvas)).toHaveValue('');
    await expect(searches).toHaveLength(0);
    await expect(location()).toHaveTextContent(/^\/user\/search$/);

    // Typing a term takes the message away.
    await userEvent.type(field(canvas), 'N');
    await expect(canvas.queryByText(storyText(productSearchMessages.termRequired))).toBeNull();
  },
};

/** A term finds the customer's products: count heard, price note beside the list, term in the URL. */
export const Results: Story = {
  parameters: {
    review: { ownLogin: "counts and products the story's customer finds; staff find every company's" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas), '  stärke  {Enter}');
    await expect(await canvas.findByText(found(5), {}, firstAppearance)).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/search\?term=st%C3%A4rke$/));
    await expect(field(canvas)).toHaveValue('stärke');
    await expect(productNames(canvas)).toEqual([
      'Kartoffelstärke nativ',
      'Kartoffelstärke quellfähig',
      'Maisstärke nativ',
      'Maisstärke wachsig',
      'Weizenstärke nativ',
    ]);
    await expect(canvas.getByText(storyText(productSearchMessages.priceNote))).toBeVisible();
    const first = within(results(canvas).getAllByRole('article')[0] as HTMLElement);
    await expect(first.getByText('Kartoffelstärke nativ, Big Bag 1000 kg')).toBeVisible();
    await expect(
      first.getByText(storyText(entryMessages.materialNumber)).nextElementSibling,
    ).toHaveTextContent('40004343');
    await expect(
      first.getByText(storyText(productSearchMessages.lastOrdered)).nextElementSibling,
    ).toHaveTextContent(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(first.getByRole('button', { name: sdsDownload() })).toBeVisible();
    // One request, trimmed term, the chosen customer, 15 a page; no client for a one-client user.
    await expect(searches).toHaveLength(1);
    await expect(searches[0]?.query.get('term')).toBe('stärke');
    await expect(searches[0]?.query.get('limit')).toBe('15');
    await expect(searches[0]?.query.get('customer')).toBe('193860');
    await expect(searches[0]?.query.has('client')).toBe(false);
    await expect(
      canvas.queryByRole('navigation', { name: storyText(commonMessages.paginatorNav) }),
    ).toBeNull();
  },
};

/** A bookmarked or reloaded result page: term and page come from the URL, the field shows the term. */
export const PagedFromUrl: Story = {
  parameters: {
    review: { ownLogin: "counts and pages the story's customer finds; staff find every company's" },
  },
  render: at('/user/search?term=%25&page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(found(29), {}, firstAppearance)).toBeVisible();
    await expect(field(canvas)).toHaveValue('%');
    await expect(results(canvas).getAllByRole('article')).toHaveLength(14);
    const nav = canvas.getByRole('navigation', { name: storyText(commonMessages.paginatorNav) });
    await expect(within(nav).getByRole('button', { name: page(2) })).toHaveAttribute('aria-current', 'page');
    await expect(searches[0]?.query.get('page')).toBe('2');
  },
};

/** Paging: 15 a page, the page in the URL, the keyboard back at the top of the results. */
export const Paging: Story = {
  parameters: {
    review: { ownLogin: "counts and pages the story's customer finds; staff find every company's" },
  },
  render: at('/user/search?term=%25'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(found(29), {}, firstAppearance);
    await expect(results(canvas).getAllByRole('article')).toHaveLength(15);
    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.paginatorNext) }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/search?term=%25&page=2'));
    await waitFor(() => expect(results(canvas).getAllByRole('article')).toHaveLength(14));
    // The keyboard stays in the paginator, on the page now shown.
    await expect(canvas.getByRole('button', { name: page(2) })).toHaveFocus();
    await expect(searches.map((request) => request.query.get('page'))).toEqual(['1', '2']);

    // A new term starts again at page 1.
    await userEvent.clear(field(canvas));
    await userEvent.type(field(canvas), 'Mais{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/search\?term=Mais$/));
    await expect(await canvas.findByText(found(2))).toBeVisible();
  },
};

/** `%` stands for any characters. */
export const Wildcard: Story = {
  parameters: {
    review: { ownLogin: "the one product the story's customer finds; other companies find others" },
  },
  render: at('/user/search?term=Mais%25nativ'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(found(1), {}, firstAppearance)).toBeVisible();
    await expect(productNames(canvas)).toEqual(['Maisstärke nativ']);
    await expect(searches[0]?.query.get('term')).toBe('Mais%nativ');
  },
};

/** Nothing found: the spec's sentence and what to try. */
export const NoResults: Story = {
  render: at('/user/search?term=Uranhexafluorid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyText(productSearchMessages.noResults) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(statusLine(canvas)).toHaveTextContent(found(0));
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText(storyText(productSearchMessages.priceNote))).toBeNull();
  },
};

/** Clearing the field clears the results and asks nothing (spec §4). */
export const ClearingTheTerm: Story = {
  parameters: { review: { ownLogin: "counts the story's customer finds; other users find other counts" } },
  render: at('/user/search?term=st%C3%A4rke'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(found(5), {}, firstAppearance);
    await userEvent.click(canvas.getByRole('button', { name: storyText(productSearchMessages.termClear) }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/search$/));
    await expect(canvas.queryByRole('region', { name: storyText(searchMessages.resultsTitle) })).toBeNull();
    await expect(canvas.queryByText(storyText(productSearchMessages.termRequired))).toBeNull();
    await expect(searches).toHaveLength(1);
  },
};

/** The server fails: an empty list that says so, and a retry that asks again (spec §8). */
export const ServerError: Story = {
  render: at('/user/search?term=st%C3%A4rke'),
  beforeEach({ msw }) {
    withScenario(msw, 'GET /products/search', 'serverError');
    searches = recordRequests(msw, 'get', '/products/search');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(searchMessages.failed));
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText(storyText(productSearchMessages.noResults))).toBeNull();
    await expect(field(canvas)).toHaveValue('stärke');
    const asked = searches.length;
    await userEvent.click(within(alert).getByRole('button', { name: storyText(commonMessages.retry) }));
    await waitFor(() => expect(searches.length).toBeGreaterThan(asked));
  },
};

/** The server recovers: the retry shows the results. */
export const RetryAfterFailure: Story = {
  render: at('/user/search?term=st%C3%A4rke'),
  beforeEach({ msw }) {
    // The first search fails for good: its call and the API client's three retries.
    let calls = 0;
    msw.use(
      storyHttp.get('/products/search', ({ response }) => {
        calls += 1;
        if (calls > 4) return undefined;
        // A 503 is outside the contract on purpose: the maintenance the search retries through.
        return response.untyped(HttpResponse.json({ message: 'Wartung' }, { status: 503 }));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await userEvent.click(within(alert).getByRole('button', { name: storyText(commonMessages.retry) }));
    // However many the role finds (a customer 5, staff in the staff view every company's).
    await waitFor(async () => {
      await expectSomeFound(canvas);
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No answer at all: the app goes to /outofservice (the API client's job); the page still says it failed. */
export const Unreachable: Story = {
  render: at('/user/search?term=st%C3%A4rke'),
  loaders: [
    async () => {
      const serviceUnavailable = fn();
      const services = await createStoryServices({
        loginAs: 'kunde@kundenportal.example',
        onServiceUnavailable: serviceUnavailable,
      });
      return { services, serviceUnavailable };
    },
  ],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /products/search', 'unreachable');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyText(searchMessages.failed),
    );
    await expect(loaded.serviceUnavailable).toHaveBeenCalled();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** Long names are cut to 30 characters plus '…'; the full name is the tooltip and what screen readers read. */
export const LongNamesAndNoFiles: Story = {
  parameters: {
    review: { ownLogin: "one product's card among the story's customer's results; staff find more" },
  },
  render: at('/user/search?term=Filterpatrone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', {}, firstAppearance);
    const heading = within(article).getByRole('heading', { level: 3 });
    await expect(heading).toHaveAccessibleName('Filterpatrone Polypropylen 5 µm 10 Zoll');
    const shown = within(heading).getByText('Filterpatrone Polypropylen 5 µ…');
    await expect(shown).toBeVisible();
    await expect(shown).toHaveAttribute('title', 'Filterpatrone Polypropylen 5 µm 10 Zoll');
    await expect(article).toHaveAccessibleName('Filterpatrone Polypropylen 5 µm 10 Zoll');
    await expect(within(article).getByText(storyText(productSearchMessages.noDocuments))).toBeVisible();
    await expect(
      within(article).queryByRole('button', {
        name: storyTextAnyPattern(downloadLabelMessage, ['type', 'name', 'languages']),
      }),
    ).toBeNull();
  },
};

/** A download saves under the server's file name and puts the file at the front of the recent files. */
export const Download: Story = {
  parameters: {
    review: { ownLogin: "one product's card among the story's customer's results; staff find more" },
  },
  render: at('/user/search?term=Calciumchlorid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this.download) saved.push(this.download);
    });
    try {
      const article = await canvas.findByRole('article', {}, firstAppearance);
      const sds = within(article).getByRole('button', { name: sdsDownload() });
      await expect(sds).toHaveAccessibleName(
        new RegExp(`\\(${languageNameIn('de', storyLocale())}[, \\p{L}]*\\)$`, 'u'),
      );
      await userEvent.click(sds);
      await waitFor(() => expect(saved).toHaveLength(1));
      await expect(saved[0]).toMatch(/\.pdf$/);
      const recent = Object.entries(localStorage).find(([key]) =>
        key.startsWith('kundenportal.documents.recent.'),
      );
      await expect(JSON.parse(recent?.[1] ?? '[]')[0].download_file_name).toBe(saved[0]);
    } finally {
      click.mockRestore();
    }
  },
};

/** A failing download says so; the results stay. */
export const DownloadFails: Story = {
  render: at('/user/search?term=Calciumchlorid'),
  beforeEach({ msw }) {
    withScenario(msw, 'GET /files/{id}', 'notFound');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first result (staff in the staff view find one per company).
    const [article] = await canvas.findAllByRole('article', {}, firstAppearance);
    if (!article) throw new Error('No result');
    await userEvent.click(within(article).getByRole('button', { name: sdsDownload() }));
    // The notice names the file, as on My documents (one download implementation in domain/files).
    await expect(await screen.findByText(storyTextAnyPattern(downloadFailed, ['name']))).toBeVisible();
    await expect(article).toBeVisible();
  },
};

/** Sales staff in the staff view search every customer (customer 0); basket and favourites are not offered. */
export const StaffView: Story = {
  parameters: { review: { ownLogin: "the point: the staff view's search" } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  render: at('/user/search?term=Natron'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expectSomeFound(canvas), firstAppearance);
    await expect(searches[0]?.query.get('customer')).toBe('0');
    await expect(canvas.queryByRole('button', { name: addTo('basket') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: addTo('favorites') })).toBeNull();
  },
};

/** A buyer for three companies: a customer change runs the search again for that company, from page 1. */
export const CustomerChange: Story = {
  loaders: [loginAs('einkauf@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <SearchPage />, {
      url: '/user/search?term=%25&page=2',
      frame: () => <StorySessionControls clients />,
    })(args, context),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expectSomeFound(canvas), firstAppearance);
    const firstCustomer = searches[0]?.query.get('customer');
    await userEvent.click(canvas.getByRole('button', { name: /^Neumann/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/search\?term=%25$/));
    await waitFor(() => expect(searches.at(-1)?.query.get('customer')).not.toBe(firstCustomer));
    // Asked once for the new company, for its first page – never for the last company's page 2.
    const forNewCompany = searches.filter(({ query }) => query.get('customer') !== firstCustomer);
    await expect(forNewCompany.map(({ query }) => query.get('page'))).toEqual(['1']);
    await expect(field(canvas)).toHaveValue('%');
    // The new company's products replace the dimmed old ones (the list is busy, at 60 % opacity, until then).
    await untilSettled(canvasElement);
  },
};

/** A user holding both clients: the client is in the URL and sent; changing it re-runs, clearing it resets. */
export const TwoClients: Story = {
  loaders: [loginAs('zwei-mandanten@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <SearchPage />, {
      url: '/user/search',
      frame: () => <StorySessionControls clients />,
    })(args, context),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The app shows the page once the user is known (RequireUser); here the user's companies tell.
    await canvas.findAllByRole('button', { name: /\(\d+\)$/ }, firstAppearance);
    await userEvent.type(field(canvas), '%{Enter}');
    await waitFor(() =>
      expect(location()).toHaveTextContent('/user/search?term=%25&client=client_kundenportal'),
    );
    await waitFor(() => expect(searches[0]?.query.get('client')).toBe('client_kundenportal'));

    await userEvent.click(canvas.getByRole('button', { name: secondClientLabel() }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/search?term=%25&client=client_staub'));
    await waitFor(() => expect(searches.at(-1)?.query.get('client')).toBe('client_staub'));
    await expect(field(canvas)).toHaveValue('%');

    const asked = searches.length;
    await userEvent.click(canvas.getByRole('button', { name: clearClientLabel() }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/search$/));
    await expect(field(canvas)).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: storyText(searchMessages.resultsTitle) })).toBeNull();
    await expect(searches).toHaveLength(asked);
  },
};

/** A shared link with a client: the session takes it, and only that client is searched. */
export const TwoClientsFromUrl: Story = {
  loaders: [loginAs('zwei-mandanten@kundenportal.example')],
  render: (args, context) =>
    renderScreen(() => <SearchPage />, {
      url: '/user/search?term=%25&client=client_staub',
      frame: () => <StorySessionControls clients />,
    })(args, context),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('client_staub', {}, firstAppearance)).toBeVisible();
    await waitFor(() => expectSomeFound(canvas));
    await expect(searches.map((request) => request.query.get('client'))).toEqual(['client_staub']);
  },
};

/** A one-client user's URL client is ignored: nothing is sent that the user may not choose. */
export const ClientIgnoredForOneClientUser: Story = {
  parameters: { review: { ownLogin: 'the point: a user of one client, whose search sends no client' } },
  render: at('/user/search?term=st%C3%A4rke&client=client_staub'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(found(5), {}, firstAppearance);
    await expect(searches[0]?.query.has('client')).toBe(false);
  },
};

/** A hit goes into the basket (with the unit of its last order) and into the favourites, with the notices. */
export const AddToBasketAndFavourites: Story = {
  parameters: { review: { ownLogin: 'adds to the basket, which staff in the staff view do not have' } },
  render: at('/user/search?term=Maisst%C3%A4rke%20nativ'),
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
    withScenario(msw, 'GET /product-list', 'empty');
    basketAdds = recordRequests(msw, 'post', '/basket');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', {}, firstAppearance);
    const add = within(article).getByRole('button', {
      name: storyText(addToListLabel.basket, { product: 'Maisstärke nativ, Sack 25 kg' }),
    });
    await expect(add).toHaveTextContent(storyText(addToListText.basket));
    await userEvent.click(add);
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.added));
    await expect(basketAdds[0]?.body).toMatchObject({
      product_list_add: { items: [{ productId: '40004412', unit: 'KG' }] },
    });
    await userEvent.click(
      within(article).getByRole('button', {
        name: storyText(addToListLabel.favorites, { product: 'Maisstärke nativ, Sack 25 kg' }),
      }),
    );
    await expectNotice(servicesOf(loaded), storyText(productListMessages.favorites.added));
  },
};

/** Without the basket and favourites scopes (emergency staff), the search offers neither. */
export const WithoutListScopes: Story = {
  parameters: { review: { ownLogin: 'the point: a user without basket and favourites' } },
  loaders: [loginAs('notfall@kundenportal.example')],
  render: at('/user/search?term=%25'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expectSomeFound(canvas), firstAppearance);
    await expect(canvas.queryByRole('button', { name: addTo('basket') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: addTo('favorites') })).toBeNull();
  },
};
