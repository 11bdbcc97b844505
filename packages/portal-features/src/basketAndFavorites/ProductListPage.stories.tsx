import type { MessageDescriptor } from '@formatjs/intl';
import type { OptionalOperation, ProductListItem } from '@kundenportal/api-client';
import { resetMockDb, withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  addToListLabel,
  amountLabel,
  amountSaved,
  bulkMessages,
  entryMessages,
  productListMessages,
  removeLabel,
} from '../domain/productLists/messages';
import { characterCount } from '../shared/forms';
import { commonMessages } from '../shared/messages/commonMessages';
import { pageTitleMessages, UserPendingContext } from '../shared/page';
import type { PortalServices } from '../shared/services';
import { staffViewMessage } from '../shared/session';
import {
  expectNotice,
  firstAppearance,
  loginAs,
  punchoutAs,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyLocale,
  storyPath,
  storyText,
} from '../shared/testing';
import { storyScreenPattern, storyScreenText, storyTextShaped } from '../shared/testing/storyScreenText';
import { basketMessages, resetQuestion, selectedToBasket } from './messages';
import { BasketPage, FavoritesPage } from './ProductListPage';
import {
  problemLine,
  quickOrderFileTooLarge,
  quickOrderFull,
  quickOrderMessages,
  quickOrderResult,
  tooManyLines,
} from './quickOrder/messages';
import { maxQuickOrderLength } from './quickOrder/parseQuickOrder';

/** The list a logged-in user's first company holds now, read straight from the mock backend. */
async function listOf(
  services: PortalServices,
  path: '/basket' | '/product-list',
): Promise<ProductListItem[]> {
  const { data: user } = await services.api.GET('/auth/user');
  const customer = user?.customers[0]?.id ?? 0;
  const { data } = await services.api.GET(path, { params: { query: { customer } } });
  return data?.product_list_items ?? [];
}

const entriesOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('list', { name }, firstAppearance);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An entry's texts in the story's locale, named for its product. */
const amountField = (product: string | undefined) => storyText(amountLabel, { product: product ?? '' });
const removeName = (product: string | undefined) => storyText(removeLabel, { product: product ?? '' });
const materialNumber = (id: string) => `${storyText(entryMessages.materialNumber)} ${id}`;
/** An amount as a user types it in the story's locale ('12,5' in German, '12.5' in English). */
const typed = (amount: number) => new Intl.NumberFormat(storyLocale()).format(amount);
/** The live region's 'amount saved' for any product, with the amount as typed (the unit after it). */
const savedAs = (amount: number) =>
  storyTextShaped(amountSaved, { product: '.*', amount: `${escaped(typed(amount))}.*` });
/** The basket's bulk-add notice, as the page joins its parts. */
const bulkNotice = (added: number, present: number) =>
  [
    added > 0
      ? storyText(bulkMessages.basket.added, { count: added })
      : storyText(bulkMessages.basket.noneAdded),
    ...(present > 0 ? [storyText(bulkMessages.basket.present, { count: present })] : []),
  ].join(' ');
/** A line the quick order kept, with its reason. */
const kept = (line: string, reason: keyof typeof quickOrderMessages) =>
  storyText(problemLine, { line, reason: storyText(quickOrderMessages[reason]) });
const quickOrderBox = (region: HTMLElement) =>
  within(region).getByRole('textbox', { name: storyScreenPattern(quickOrderMessages.label) });

/** The confirmation (an alertdialog: it asks before something that cannot be undone). */
const findConfirm = (title: MessageDescriptor) =>
  screen.findByRole('alertdialog', { name: storyScreenText(title) }, firstAppearance);

let patches: RecordedRequest[] = [];
let deletes: RecordedRequest[] = [];
let posts: RecordedRequest[] = [];

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Basket · Warenkorb · Favoriten',
  id: 'screens-basket',
  component: BasketPage,
  parameters: { layout: 'fullscreen' },
  // Each story starts from the seeded demo: earlier stories remove and reset entries.
  loaders: [
    async () => {
      resetMockDb();
      return {};
    },
  ],
  beforeEach({ msw }) {
    patches = recordRequests(msw, 'patch', '/basket');
    deletes = recordRequests(msw, 'delete', '/basket');
    posts = recordRequests(msw, 'post', '/basket');
  },
  render: renderScreen(() => <BasketPage />, { url: '/user/basket' }),
} satisfies Meta<typeof BasketPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Before the user is known – what the route's shell paints from its HTML (issue 43.1): heading, lead and the
 * quick order, which needs no user; the list and the basket's links come with the user.
 */
export const BeforeTheUserIsKnown: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  render: renderScreen(
    () => (
      <UserPendingContext value>
        <BasketPage />
      </UserPendingContext>
    ),
    { url: '/user/basket' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(basketMessages.basketTitle) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(basketMessages.basketLead))).toBeVisible();
    const quick = canvas.getByRole('region', { name: storyText(quickOrderMessages.title) });
    await expect(quickOrderBox(quick)).toHaveAccessibleDescription(storyText(quickOrderMessages.description));
    await expect(
      within(quick).getByRole('button', { name: storyText(quickOrderMessages.upload) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: storyText(basketMessages.basketEntries) })).toBeNull();
    await expect(canvas.queryByRole('link', { name: storyText(basketMessages.reorder) })).toBeNull();
  },
};

/**
 * In a punchout session (issue 44) the basket goes back to the procurement system: its primary action leads to
 * the hand-back; ordering and the offer request are not offered.
 */
export const InPunchout: Story = {
  loaders: [punchoutAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toProcurement = await canvas.findByRole(
      'link',
      { name: storyText(basketMessages.toProcurement) },
      firstAppearance,
    );
    await expect(toProcurement).toHaveAttribute('href', storyPath('/user/punchout'));
    await expect(canvas.queryByRole('link', { name: storyText(basketMessages.reorder) })).toBeNull();
    await expect(canvas.queryByRole('link', { name: storyText(basketMessages.requestOffer) })).toBeNull();
  },
};

/** A customer's basket: names, material numbers, amounts with unit; ordering and offer request lead on. */
export const Entries: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const expected = await listOf(servicesOf(loaded), '/basket');
    const list = await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(expected.length);
    const [first] = expected;
    if (!first) throw new Error('The seeded basket is empty');
    await expect(within(list).getByText(materialNumber(first.product.id))).toBeVisible();
    await expect(within(list).getByLabelText(amountField(first.product.description))).toBeVisible();
    await expect(
      within(list).getByRole('button', { name: removeName(first.product.description) }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(basketMessages.basketTitle) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(basketMessages.reorder) })).toHaveAttribute(
      'href',
      storyPath('/reorder'),
    );
    await expect(canvas.getByRole('link', { name: storyText(basketMessages.requestOffer) })).toHaveAttribute(
      'href',
      storyPath('/requestOffer'),
    );
    await expect(canvas.getByRole('region', { name: storyText(quickOrderMessages.title) })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(basketMessages.basketTitle) }),
      ),
    );
  },
};

/** Product names longer than 30 characters are cut with an ellipsis; the full name stays for assistive tech. */
export const LongNames: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get('/basket', ({ response }) =>
        response(200).json({
          product_list_items: [
            {
              product: { id: '10004711', description: 'Natriumhydroxid Plätzchen technisch rein 99 %' },
              amount: 25,
              unit: 'KG',
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await entriesOf(within(canvasElement), storyText(basketMessages.basketEntries));
    await expect(within(list).getByText('Natriumhydroxid Plätzchen tech…')).toBeVisible();
    await expect(within(list).getByText('Natriumhydroxid Plätzchen technisch rein 99 %')).toBeInTheDocument();
    await expect(within(list).getByText('KG')).toBeVisible();
  },
};

/** Nothing in the basket: says so and shows the way to the search. */
export const Empty: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: storyText(basketMessages.basketEmpty) }, firstAppearance),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(basketMessages.toSearch) })).toHaveAttribute(
      'href',
      storyPath('/user/search'),
    );
    await expect(canvas.queryByRole('link', { name: storyText(basketMessages.reorder) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: storyText(basketMessages.basketReset) })).toBeNull();
  },
};

/** The basket cannot be read: an empty list and a note with retry (spec §8) – never a silent empty basket. */
export const FetchFails: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(basketMessages.basketLoadFailed));
    await expect(canvas.getByRole('heading', { name: storyText(basketMessages.basketEmpty) })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeEnabled();
  },
};

/** An amount is saved when the field is left – no save button – and focus stays where the user put it. */
export const EditAmount: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const [first] = await listOf(servicesOf(loaded), '/basket');
    if (!first) throw new Error('The seeded basket is empty');
    await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const field = canvas.getByLabelText(amountField(first.product.description));
    await userEvent.clear(field);
    await userEvent.type(field, typed(12.5));
    // A saved amount is no work the page waits for: the loading overlay is not raised (issue 30 item 8).
    const loading = servicesOf(loaded).loading;
    const seen: boolean[] = [];
    const stop = loading.subscribe(() => seen.push(loading.isVisible()));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(patches).toHaveLength(1));
    await expect(patches[0]?.body).toMatchObject({
      product_list_update: { productId: first.product.id, amount: 12.5, unit: first.unit },
    });
    await expect(field).toHaveFocus();
    await expect(await canvas.findByText(savedAs(12.5))).toBeInTheDocument();
    stop();
    await expect(seen).not.toContain(true);
    await waitFor(async () => {
      const [after] = await listOf(servicesOf(loaded), '/basket');
      await expect(after?.amount).toBe(12.5);
    });
    // The stepper saves too (react-aria snaps to the step: 12,5 + 1 → 13).
    await userEvent.click(
      canvas.getAllByRole('button', { name: storyText(entryMessages.increase) })[0] as HTMLElement,
    );
    await waitFor(() => expect(patches).toHaveLength(2));
    await expect(patches[1]?.body).toMatchObject({ product_list_update: { amount: 13 } });
  },
};

/** 0 and an empty field are refused beside the field; nothing is sent and the input stays. */
export const InvalidAmount: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const [first] = await listOf(servicesOf(loaded), '/basket');
    await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const field = canvas.getByLabelText(amountField(first?.product.description));
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    await expect(await canvas.findByText(storyText(entryMessages.amountPositive))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(await canvas.findByText(storyText(entryMessages.amountRequired))).toBeVisible();
    await expect(patches).toHaveLength(0);
  },
};

/** Saving fails: the spec's notice, and the list as the server has it. */
export const AmountSaveFails: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'PATCH /basket', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const [first] = await listOf(servicesOf(loaded), '/basket');
    await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const field = canvas.getByLabelText(amountField(first?.product.description));
    await userEvent.clear(field);
    await userEvent.type(field, '99');
    await userEvent.tab();
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.updateFailed), {
      type: 'error',
    });
  },
};

/**
 * Changes the first entry's amount on the page and returns it; the list's calls are recorded by `requests`. Without
 * the list's PATCH (an optional operation) the change goes as the specification's own calls: DELETE, then POST.
 */
async function changeFirstAmount(
  canvasElement: HTMLElement,
  services: PortalServices,
  {
    path,
    listName,
    amount,
  }: { path: '/basket' | '/product-list'; listName: MessageDescriptor; amount: string },
) {
  const canvas = within(canvasElement);
  const [first] = await listOf(services, path);
  if (!first) throw new Error(`The seeded list ${path} is empty`);
  await entriesOf(canvas, storyText(listName));
  const field = canvas.getByLabelText(amountField(first.product.description));
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.tab();
  return first;
}

/** The product list's calls of one story, in the order they were sent. */
function requestLog(msw: Parameters<typeof recordRequests>[0], path: '/basket' | '/product-list') {
  const log: string[] = [];
  // Records and passes on (a resolver that returns nothing): the mock backend answers.
  const record = ({ request }: { request: Request }) => {
    log.push(`${request.method} ${new URL(request.url).searchParams.get('product') ?? ''}`.trim());
    return undefined;
  };
  msw.use(
    storyHttp.get(path, record),
    storyHttp.post(path, record),
    storyHttp.patch(path, record),
    storyHttp.delete(path, record),
  );
  return log;
}

let listCalls: string[] = [];

/**
 * A story of a backend without a list's PATCH (an optional operation): the amount changes by DELETE of the
 * product and POST with the new amount – never PATCH – and is saved; `check` asserts the rest.
 */
function amountWithoutPatch(
  list: { path: '/basket' | '/product-list'; listName: MessageDescriptor; lacks: OptionalOperation },
  saved: number,
  check: (
    first: ProductListItem,
    services: PortalServices,
    canvas: ReturnType<typeof within>,
  ) => Promise<void>,
): Story {
  return {
    loaders: [loginAs('kunde@kundenportal.example', { without: [list.lacks] })],
    beforeEach({ msw }) {
      listCalls = requestLog(msw, list.path);
    },
    play: async ({ canvasElement, loaded }) => {
      const services = servicesOf(loaded);
      const canvas = within(canvasElement);
      const first = await changeFirstAmount(canvasElement, services, { ...list, amount: typed(saved) });
      await expect(await canvas.findByText(savedAs(saved))).toBeInTheDocument();
      await expect(listCalls.filter((call) => call !== 'GET')).toEqual([
        `DELETE ${first.product.id}`,
        'POST',
      ]);
      const server = await listOf(services, list.path);
      await expect(server.find((item) => item.product.id === first.product.id)?.amount).toBe(saved);
      await check(first, services, canvas);
    },
  };
}

/** The basket without `updateBasketEntry`: the POST carries the new amount, and the entry keeps its place. */
export const EditAmountWithoutPatch: Story = amountWithoutPatch(
  { path: '/basket', listName: basketMessages.basketEntries, lacks: 'updateBasketEntry' },
  12.5,
  async (first, services, canvas) => {
    await expect(deletes[0]?.query.get('product')).toBe(first.product.id);
    await expect(posts.map((post) => post.body)).toEqual([
      {
        product_list_add: {
          customerId: expect.any(Number),
          items: [{ productId: first.product.id, amount: 12.5, unit: first.unit }],
        },
      },
    ]);
    await expect(patches).toHaveLength(0);
    // Still the first entry on the page, though the server appended it.
    const entries = within(
      canvas.getByRole('list', { name: storyText(basketMessages.basketEntries) }),
    ).getAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent(materialNumber(first.product.id));
    await expect(entries).toHaveLength((await listOf(services, '/basket')).length);
  },
);

/** The favourites without `updateFavouritesEntry`: DELETE and POST on /product-list. */
export const FavouriteAmountWithoutPatch: Story = {
  ...amountWithoutPatch(
    { path: '/product-list', listName: basketMessages.favoritesEntries, lacks: 'updateFavouritesEntry' },
    7,
    async () => {},
  ),
  render: renderScreen(() => <FavoritesPage />, { url: '/user/favorites' }),
};

/**
 * Without PATCH, the POST of the new amount fails after the DELETE: the old amount is POSTed back and the spec's
 * notice says the basket could not be updated – the entry is not lost.
 */
export const AmountSaveFailsWithoutPatch: Story = {
  loaders: [loginAs('kunde@kundenportal.example', { without: ['updateBasketEntry'] })],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post(
        '/basket',
        // A 500 is outside the contract on purpose: the failed add the page reports and keeps.
        ({ response }) => response.untyped(HttpResponse.json({ message: 'Fehler' }, { status: 500 })),
        { once: true },
      ),
    );
    // Recorded in front of the failing answer, so the failed POST is in the log too.
    posts = recordRequests(msw, 'post', '/basket');
  },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const first = await changeFirstAmount(canvasElement, services, {
      path: '/basket',
      listName: basketMessages.basketEntries,
      amount: typed(99),
    });
    await expectNotice(services, storyText(productListMessages.basket.updateFailed), { type: 'error' });
    await expect(deletes.map((request) => request.query.get('product'))).toEqual([first.product.id]);
    const sentAmounts = posts.map(
      (post) => (post.body as { product_list_add: { items: { amount: number }[] } }).product_list_add.items,
    );
    await expect(sentAmounts).toEqual([
      [{ productId: first.product.id, amount: 99, unit: first.unit }],
      [{ productId: first.product.id, amount: first.amount, unit: first.unit }],
    ]);
    await expect(patches).toHaveLength(0);
    const server = await listOf(services, '/basket');
    await expect(server.find((item) => item.product.id === first.product.id)?.amount).toBe(first.amount);
  },
};

/** Remove one entry: gone from the list, a success notice. */
export const RemoveOne: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = await listOf(servicesOf(loaded), '/basket');
    const [first] = before;
    const list = await entriesOf(canvas, storyText(basketMessages.basketEntries));
    await userEvent.click(within(list).getByRole('button', { name: removeName(first?.product.description) }));
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.removed));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before.length - 1));
    await expect(deletes[0]?.query.get('product')).toBe(first?.product.id);
    // Focus moves to the entry now in its place, not to the page's body.
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: removeName(before[1]?.product.description) }),
      ).toHaveFocus(),
    );
  },
};

/** Removing fails: the spec's text, the entry stays. */
export const RemoveFails: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'DELETE /basket', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const before = await listOf(servicesOf(loaded), '/basket');
    const list = await entriesOf(canvas, storyText(basketMessages.basketEntries));
    await userEvent.click(
      within(list).getByRole('button', { name: removeName(before[0]?.product.description) }),
    );
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.removeFailed), {
      type: 'error',
    });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(before.length);
  },
};

/** Reset asks first; cancel keeps everything and returns focus, confirm empties the basket. */
export const ResetWithConfirmation: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const entries = within(list).getAllByRole('listitem').length;
    const reset = canvas.getByRole('button', { name: storyText(basketMessages.basketReset) });
    await userEvent.click(reset);
    let dialog = await findConfirm(basketMessages.basketResetTitle);
    await expect(dialog).toHaveTextContent(storyScreenText(resetQuestion.basket, { count: entries }));
    await expect(
      within(dialog).getByRole('button', { name: storyText(commonMessages.cancel) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(reset).toHaveFocus());
    await expect(deletes).toHaveLength(0);

    await userEvent.click(reset);
    dialog = await findConfirm(basketMessages.basketResetTitle);
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(basketMessages.resetConfirm) }),
    );
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.reset));
    await expect(
      await canvas.findByRole('heading', { name: storyText(basketMessages.basketEmpty) }),
    ).toBeVisible();
    await expect(deletes[0]?.query.has('product')).toBe(false);
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 1, name: storyText(basketMessages.basketTitle) }),
      ).toHaveFocus(),
    );
  },
};

/** Reset fails: the spec's text, the entries stay. */
export const ResetFails: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'DELETE /basket', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const list = await entriesOf(canvas, storyText(basketMessages.basketEntries));
    await userEvent.click(canvas.getByRole('button', { name: storyText(basketMessages.basketReset) }));
    const dialog = await findConfirm(basketMessages.basketResetTitle);
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(basketMessages.resetConfirm) }),
    );
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.resetFailed), {
      type: 'error',
    });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Staff view: no basket is read; the page asks for a company and offers the choice right here. */
export const StaffViewAsksForCompany: Story = {
  parameters: { review: { ownLogin: 'the point: staff in the staff view are asked for a company' } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyText(commonMessages.chooseCompanyFirst) },
        firstAppearance,
      ),
    ).toBeVisible();
    // The company field's button, named with the field's label (whatever the locale calls it).
    const field = await canvas.findByRole('combobox', {}, firstAppearance);
    const label = (field as HTMLInputElement).labels?.[0]?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(escaped(label)) }));
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: storyText(staffViewMessage) })).toBeNull();
    await userEvent.click(within(listbox).getAllByRole('option')[0] as HTMLElement);
    await expect(await entriesOf(canvas, storyText(basketMessages.basketEntries))).toBeVisible();
  },
};

/**
 * Staff open the basket in the staff view: its quick order is on screen before the user is in (the route's shell).
 * A line typed and sent then is kept while the page asks for a company, and sent to the company chosen – nothing
 * typed is lost when the prompt takes the page.
 */
let releaseUser = () => {};
export const CompanyChosenAfterTyping: Story = {
  parameters: { review: { ownLogin: 'the point: staff in the staff view are asked for a company' } },
  // Logged in, the user not yet asked for: the screen asks, as a page load does.
  loaders: [async () => ({ services: (await loginAs('vertrieb@kundenportal.example')()).services })],
  beforeEach({ msw }) {
    posts = recordRequests(msw, 'post', '/basket');
    // The page's own request for the user waits for the play; later ones (the play's) are answered at once.
    const held = new Promise<void>((resolve) => {
      releaseUser = resolve;
    });
    let isFirst = true;
    msw.use(
      storyHttp.get('/auth/user', async () => {
        if (!isFirst) return undefined;
        isFirst = false;
        await held;
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const region = await findQuickOrder(canvas);
    const [product] = await orderedProducts(services);
    const { data: user } = await services.api.GET('/auth/user');
    const company = user?.customers[0];
    if (!product || !company) throw new Error('The staff user needs a company with ordered products');
    const box = quickOrderBox(region);
    await userEvent.click(box);
    await userEvent.paste(`${product.id};2`);
    await userEvent.click(within(region).getByRole('button', { name: storyText(quickOrderMessages.submit) }));

    releaseUser();
    await expect(
      await canvas.findByRole('heading', { name: storyText(commonMessages.chooseCompanyFirst) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: storyText(quickOrderMessages.title) })).toBeNull();
    await expect(posts).toHaveLength(0);

    const field = await canvas.findByRole('combobox');
    const label = (field as HTMLInputElement).labels?.[0]?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(escaped(label)) }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: new RegExp(`^${escaped(company.name)}`) }),
    );

    // The quick order is back with the basket, and the line sent before went to the chosen company's basket.
    await expect(await findQuickOrder(canvas)).toBeVisible();
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    await expect(posts[0]?.body).toMatchObject({
      product_list_add: { customerId: company.id, items: [{ productId: product.id, amount: 2 }] },
    });
    await expect(
      await within(region).findByText(storyScreenText(quickOrderResult, { taken: 1, kept: 0 }), {
        selector: 'output',
      }),
    ).toBeInTheDocument();
    await expect(box).toHaveValue('');
  },
};

/** A double-click on the quick order's button adds once. */
const findQuickOrder = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: storyText(quickOrderMessages.title) }, firstAppearance);

/** Products of the customer's orders (what the quick order can match), from the mock's search. */
async function orderedProducts(services: PortalServices) {
  const { data: user } = await services.api.GET('/auth/user');
  const customer = user?.customers[0]?.id ?? 0;
  const { data } = await services.api.GET('/products/search', {
    params: { query: { term: '%', page: 1, limit: 100, customer } },
  });
  return data?.results ?? [];
}

/** Pasted lines: known ones go into the basket, unknown, ambiguous and malformed ones stay with reasons. */
export const QuickOrderMixed: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
    withScenario(msw, 'POST /basket', 'slow', { delayMs: 50 });
    // A number that matches two products only in part.
    msw.use(
      storyHttp.get('/products/search', ({ request, response }) => {
        if (new URL(request.url).searchParams.get('term') !== '12345678') return undefined;
        const product = (id: string) => ({ id, name: id, description: id, unit: 'KG', files: [] });
        return response(200).json({
          results: [product('1234567801'), product('1234567802')],
          page: 1,
          pages: 1,
          limit: 100,
          count: 2,
          next_page: null,
          previous_page: null,
          first_page: 1,
          last_page: 1,
        });
      }),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const [a, b] = await orderedProducts(services);
    if (!a || !b) throw new Error('The customer has too few ordered products');
    const region = await findQuickOrder(canvas);
    const box = quickOrderBox(region);
    const lines = [
      `${a.id}\t5`,
      `${b.id};2,5;kg`,
      `${a.id} 1`,
      '99999999;3',
      '12345678;1',
      'Salz;2',
      `${b.id};0`,
    ];
    await userEvent.click(box);
    await userEvent.paste(lines.join('\n'));
    await userEvent.dblClick(
      within(region).getByRole('button', { name: storyText(quickOrderMessages.submit) }),
    );
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: 5000 });
    await expect(posts[0]?.body).toMatchObject({
      product_list_add: {
        items: [
          { productId: a.id, amount: 6 },
          { productId: b.id, amount: 2.5, unit: 'KG' },
        ],
      },
    });
    await expect(await within(region).findByText(storyText(quickOrderMessages.problemsTitle))).toBeVisible();
    await waitFor(() =>
      expect(box).toHaveValue(['99999999;3', '12345678;1', 'Salz;2', `${b.id};0`].join('\n')),
    );
    await expect(within(region).getByText(kept('99999999;3', 'problemUnknown'))).toBeVisible();
    await expect(within(region).getByText(kept('12345678;1', 'problemAmbiguous'))).toBeVisible();
    await expect(within(region).getByText(kept('Salz;2', 'problemMaterialNumber'))).toBeVisible();
    await expect(within(region).getByText(kept(`${b.id};0`, 'problemAmount'))).toBeVisible();
    await expect(box).toHaveAccessibleDescription(storyScreenPattern(quickOrderMessages.problemsTitle));
    await expect(
      within(region).getByText(storyScreenText(quickOrderResult, { taken: 3, kept: 4 }), {
        selector: 'output',
      }),
    ).toBeInTheDocument();
    await expect(services.notifications.current()).toMatchObject({
      text: bulkNotice(2, 0),
      type: 'success',
      duration: 5000,
    });
    await expect(posts).toHaveLength(1);
  },
};

/** An empty box and more than 200 lines are refused beside the field, before anything is sent. */
export const QuickOrderValidation: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await findQuickOrder(canvas);
    const submit = within(region).getByRole('button', { name: storyText(quickOrderMessages.submit) });
    await userEvent.click(submit);
    await expect(await within(region).findByText(storyText(quickOrderMessages.empty))).toBeVisible();
    const box = quickOrderBox(region);
    await userEvent.click(box);
    await userEvent.paste(Array.from({ length: 201 }, (_, i) => `${10000000 + i};1`).join('\n'));
    await userEvent.click(submit);
    await expect(
      await within(region).findByText(storyText(tooManyLines, { count: 201, max: 200 })),
    ).toBeVisible();
    await expect(posts).toHaveLength(0);
    await expect(
      within(region).getByRole('link', { name: storyText(quickOrderMessages.template) }),
    ).toHaveAttribute('download', 'schnellbestellung-vorlage.csv');
  },
};

/**
 * The box holds at most 200 lines' worth of text: near the limit a counter appears, a paste beyond it is cut
 * with a message saying so, and a CSV file that would not fit is refused whole, leaving the box as it was.
 */
/**
 * The counter's values if `text` is the box's character counter in the story's locale ('4.400 von 4.400
 * Zeichen'): its numbers as the locale writes them, grouping included, read back.
 */
function counterIn(text: string) {
  const numbers = (text.match(/\d(?:[\d\s.,\u00a0\u202f]*\d)?/g) ?? []).map((n) =>
    Number(n.replace(/\D/g, '')),
  );
  const shown = text.trim().replace(/\s+/g, ' ');
  return numbers
    .flatMap((count) => numbers.map((max) => ({ count, max })))
    .find((values) => storyScreenText(characterCount, values) === shown);
}

export const QuickOrderTextLimit: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await findQuickOrder(canvas);
    const box = quickOrderBox(region);
    const max = maxQuickOrderLength;
    await expect(box).toHaveAttribute('maxlength', String(maxQuickOrderLength));
    // No counter yet, for any count.
    await expect(within(region).queryByText((text) => counterIn(text) !== undefined)).toBeNull();

    await userEvent.click(box);
    await userEvent.paste('10004711;5\n'.repeat(maxQuickOrderLength / 10 + 50));
    await expect((box as HTMLTextAreaElement).value).toHaveLength(maxQuickOrderLength);
    await expect(
      within(region).getByText(storyScreenText(characterCount, { count: max, max })),
    ).toBeVisible();
    await expect(within(region).getByText(storyScreenText(quickOrderFull, { max }))).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(box);
    await userEvent.type(box, '10004711;5');
    await expect(within(region).queryByText(storyScreenText(quickOrderFull, { max }))).toBeNull();
    const upload = (region as HTMLElement).querySelector('input[type="file"]') as HTMLInputElement | null;
    if (!upload) throw new Error('no file input');
    const file = new File(['10004711;1\n'.repeat(maxQuickOrderLength / 11)], 'gross.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(upload, file);
    await expect(
      await within(region).findByText(storyScreenText(quickOrderFileTooLarge, { max })),
    ).toBeVisible();
    await expect(box).toHaveValue('10004711;5');
    await expect(posts).toHaveLength(0);
  },
};

/** All pasted products already in the basket: an info notice, no call. */
export const QuickOrderAllPresent: Story = {
  parameters: { review: { ownLogin: "orders what the story's customer's basket already holds" } },
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const present = await listOf(services, '/basket');
    await entriesOf(canvas, storyText(basketMessages.basketEntries));
    const region = await findQuickOrder(canvas);
    await userEvent.click(quickOrderBox(region));
    await userEvent.paste(present.map((item) => `${item.product.id};1`).join('\n'));
    await userEvent.click(within(region).getByRole('button', { name: storyText(quickOrderMessages.submit) }));
    await expectNotice(services, bulkNotice(0, present.length), { type: 'info', duration: 5000 });
    await expect(posts).toHaveLength(0);
  },
};

/** The add fails: error notice, and every matched line stays in the box. */
export const QuickOrderAddFails: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
    withScenario(msw, 'POST /basket', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const [a] = await orderedProducts(services);
    const region = await findQuickOrder(canvas);
    const box = quickOrderBox(region);
    await userEvent.click(box);
    await userEvent.paste(`${a?.id};4`);
    await userEvent.click(within(region).getByRole('button', { name: storyText(quickOrderMessages.submit) }));
    await expectNotice(services, storyText(productListMessages.basket.updateFailed), {
      type: 'error',
      duration: 5000,
    });
    await waitFor(() => expect(box).toHaveValue(`${a?.id};4`));
  },
};

/** Favourites: the same list with 'Favoritenliste' texts, selection, and the way into the basket. */
export const Favourites: Story = {
  render: renderScreen(() => <FavoritesPage />, { url: '/user/favorites' }),
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    const favourites = await listOf(services, '/product-list');
    const basket = await listOf(services, '/basket');
    const list = await entriesOf(canvas, storyText(basketMessages.favoritesEntries));
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(basketMessages.favoritesTitle) }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: storyText(quickOrderMessages.title) })).toBeNull();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(favourites.length);

    // One favourite into the basket by its own button.
    const [first] = favourites;
    await userEvent.click(
      within(list).getByRole('button', {
        name: storyText(addToListLabel.basket, { product: first?.product.description ?? '' }),
      }),
    );
    const inBasket = basket.some((item) => item.product.id === first?.product.id);
    await expectNotice(
      services,
      storyText(inBasket ? productListMessages.basket.present : productListMessages.basket.added),
      { type: inBasket ? 'info' : 'success' },
    );

    // All selected: one bulk add, counts of added and present.
    const move = canvas.getByRole('button', { name: storyText(selectedToBasket, { count: 0 }) });
    await expect(move).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: storyText(basketMessages.selectAll) }));
    const after = await listOf(services, '/basket');
    const present = favourites.filter((f) => after.some((b) => b.product.id === f.product.id)).length;
    const added = favourites.length - present;
    await userEvent.click(
      canvas.getByRole('button', {
        name: storyText(selectedToBasket, { count: favourites.length }),
      }),
    );
    await expectNotice(services, bulkNotice(added, present), {
      type: added > 0 ? 'success' : 'info',
      duration: 5000,
    });
    await expect(await listOf(services, '/basket')).toHaveLength(after.length + added);
    await expect(
      canvas.getByRole('checkbox', { name: storyText(basketMessages.selectAll) }),
    ).not.toBeChecked();
  },
};

/** Favourites reset and failure texts name the 'Favoritenliste'. */
export const FavouritesFailures: Story = {
  render: renderScreen(() => <FavoritesPage />, { url: '/user/favorites' }),
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'DELETE /product-list', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const services = servicesOf(loaded);
    await entriesOf(canvas, storyText(basketMessages.favoritesEntries));
    await userEvent.click(canvas.getByRole('button', { name: storyText(basketMessages.favoritesReset) }));
    const dialog = await findConfirm(basketMessages.favoritesResetTitle);
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(basketMessages.resetConfirm) }),
    );
    await expectNotice(services, storyText(productListMessages.favorites.resetFailed), {
      type: 'error',
    });
  },
};

/** The favourites cannot be read: the note names the favourites list. */
export const FavouritesFetchFails: Story = {
  render: renderScreen(() => <FavoritesPage />, { url: '/user/favorites' }),
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /product-list', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstAppearance)).toHaveTextContent(
      storyText(basketMessages.favoritesLoadFailed),
    );
    await expect(
      canvas.getByRole('heading', { name: storyText(basketMessages.favoritesEmpty) }),
    ).toBeVisible();
  },
};
