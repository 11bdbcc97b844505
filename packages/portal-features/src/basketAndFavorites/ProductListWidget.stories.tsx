import { resetMockDb, withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moreEntries } from '../domain/productLists/messages';
import { localizedPath } from '../shared/i18n';
import {
  asOnTheDashboard,
  firstAppearance,
  location,
  loginAs,
  removeWidgetName,
  renderScreen,
  storyHttp,
  storyLocale,
  storyText,
} from '../shared/testing';
import { basketMessages } from './messages';
import { ProductListWidget } from './ProductListWidget';

const item = (id: string, description: string) => ({ product: { id, description }, amount: 1, unit: 'KG' });

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Widgets/Basket and favourites · Warenkorb · Favoriten',
  id: 'widgets-basket-and-favourites',
  component: ProductListWidget,
  args: {
    kind: 'basket',
    // Empty: the render passes the list's title in the story's locale, as the dashboard does (a title typed into
    // Controls replaces it).
    title: '',
    headingLevel: 3,
    onRemove: fn(),
    // Empty too: the dashboard's name for the remove button, in the story's locale (asOnTheDashboard).
    removeLabel: '',
  },
  loaders: [
    async () => {
      resetMockDb();
      return {};
    },
    loginAs('kunde@kundenportal.example'),
  ],
  render: (args, context) =>
    renderScreen(
      () => (
        <ProductListWidget
          {...asOnTheDashboard(
            args,
            storyText(args.kind === 'basket' ? basketMessages.basketTitle : basketMessages.favoritesTitle),
          )}
        />
      ),
      { url: '/user/dashboard' },
    )(args, context),
} satisfies Meta<typeof ProductListWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five entries: three product descriptions (30 characters), how many more, and the way to the basket. */
export const AtMostThree: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get('/basket', ({ response }) =>
        response(200).json({
          product_list_items: [
            item('10000001', 'Zitronensäure wasserfrei Lebensmittelqualität E330'),
            item('10000002', 'Natriumchlorid'),
            item('10000003', 'Essigsäure 80 %'),
            item('10000004', 'Glycerin'),
            item('10000005', 'Ethanol'),
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const widget = await within(canvasElement).findByRole(
      'region',
      { name: storyText(basketMessages.basketTitle) },
      firstAppearance,
    );
    const list = await within(widget).findByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Zitronensäure wasserfrei Leben…')).toBeVisible();
    await expect(within(widget).getByText(storyText(moreEntries, { count: 2 }))).toBeVisible();
    await userEvent.click(
      within(widget).getByRole('button', { name: removeWidgetName(storyText(basketMessages.basketTitle)) }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(
      within(widget).getByRole('link', { name: storyText(basketMessages.widgetBasketShowAll) }),
    );
    await waitFor(() => expect(location()).toHaveTextContent('/user/basket'));
  },
};

/** Nothing in the basket. */
export const Empty: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
  },
  play: async ({ canvasElement }) => {
    const widget = await within(canvasElement).findByRole(
      'region',
      { name: storyText(basketMessages.basketTitle) },
      firstAppearance,
    );
    await expect(await within(widget).findByText(storyText(basketMessages.basketEmpty))).toBeVisible();
  },
};

/** The basket cannot be read: the widget says so instead of pretending it is empty. */
export const FetchFails: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const widget = await within(canvasElement).findByRole(
      'region',
      { name: storyText(basketMessages.basketTitle) },
      firstAppearance,
    );
    await expect(await within(widget).findByText(storyText(basketMessages.widgetBasketFailed))).toBeVisible();
  },
};

/** The favourites widget links to the favourites. */
export const Favourites: Story = {
  args: { kind: 'favorites' },
  play: async ({ canvasElement }) => {
    const widget = await within(canvasElement).findByRole(
      'region',
      { name: storyText(basketMessages.favoritesTitle) },
      firstAppearance,
    );
    const list = await within(widget).findByRole('list');
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    await expect(
      within(widget).getByRole('link', { name: storyText(basketMessages.widgetFavoritesShowAll) }),
    ).toHaveAttribute('href', localizedPath('/user/favorites', storyLocale()));
  },
};
