import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { addToListLabel } from '../domain/productLists/messages';
import { productSearchMessages } from '../domain/productSearch/messages';
import { localizedPath } from '../shared/i18n';
import { commonMessages } from '../shared/messages/commonMessages';
import { staffViewMessage } from '../shared/session';
import {
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  StorySessionControls,
  storyLocale,
  storyText,
  untilSettled,
} from '../shared/testing';
import { storyTextAnyPattern, storyTextWithValues } from '../shared/testing/storyScreenText';
import { MyProductsPage } from './MyProductsPage';
import { myProductsMessages, productCountMessage } from './messages';

let searches: RecordedRequest[] = [];

const at = (url: string) =>
  renderScreen(() => <MyProductsPage />, { url, frame: () => <StorySessionControls staffView /> });

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/My products · Meine Produkte',
  id: 'screens-my-products',
  component: MyProductsPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    searches = recordRequests(msw, 'get', '/products/search');
  },
  render: at('/user/products'),
} satisfies Meta<typeof MyProductsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: storyText(myProductsMessages.productsListTitle) }));
const filterField = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('searchbox', { name: storyText(myProductsMessages.productsFilterLabel) });

/** Every product of two years, 15 a page, with documents, add actions and the price note. */
export const AllProducts: Story = {
  parameters: {
    review: { ownLogin: "the story's customer's 29 products, two pages; other companies have others" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: storyText(myProductsMessages.productsTitle) }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(storyText(productCountMessage, { count: 29 }), {}, firstAppearance),
    ).toBeVisible();
    await expect(list(canvas).getAllByRole('article')).toHaveLength(15);
    await expect(canvas.getByText(storyText(productSearchMessages.priceNote))).toBeVisible();
    await expect(searches[0]?.query.get('term')).toBe('%');
    await expect(
      canvas.getAllByRole('button', { name: storyTextAnyPattern(addToListLabel.basket, ['product']) }).length,
    ).toBeGreaterThan(0);

    await userEvent.click(canvas.getByRole('button', { name: storyText(commonMessages.paginatorNext) }));
    await waitFor(() => expect(location()).toHaveTextContent('/user/products?page=2'));
    await waitFor(() => expect(list(canvas).getAllByRole('article')).toHaveLength(14));
  },
};

/** Filtering by text (and wildcard); the filter is in the URL; clearing it shows everything again. */
export const Filtered: Story = {
  parameters: { review: { ownLogin: "the story's customer's products and the one the filter finds" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(storyText(productCountMessage, { count: 29 }), {}, firstAppearance);
    await userEvent.type(filterField(canvas), 'Agar%1100{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/user/products?filter=Agar%251100'));
    await expect(await canvas.findByText(storyText(productCountMessage, { count: 1 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(myProductsMessages.productsFilterClear) }),
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/products$/));
    await expect(await canvas.findByText(storyText(productCountMessage, { count: 29 }))).toBeVisible();
    // An empty filter is no error: it is everything.
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(myProductsMessages.productsFilterSubmit) }),
    );
    await expect(canvas.queryByText(storyText(productSearchMessages.termRequired))).toBeNull();
    // The list asked for again stays dimmed until it is back: axe measures it after the play.
    await untilSettled(canvasElement);
  },
};

/** A filter that matches nothing. */
export const FilterWithoutMatch: Story = {
  render: at('/user/products?filter=Uran'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyText(productSearchMessages.noResults) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(filterField(canvas)).toHaveValue('Uran');
  },
};

/** A company that has ordered nothing yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /products/search', 'empty');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: storyText(myProductsMessages.productsEmpty) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(storyText(myProductsMessages.productsEmptyText))).toBeVisible();
  },
};

/** The list fails: empty, says so, retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /products/search', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(myProductsMessages.productsFailed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** A key user chooses the staff view here: the page is not for the staff view, so the portal goes home. */
export const StaffViewGoesHome: Story = {
  loaders: [loginAs('keyuser@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const companies = await canvas.findAllByRole('button', { name: /\(\d+\)$/ }, firstAppearance);
    await userEvent.click(companies[0] as HTMLElement);
    await canvas.findByText(storyTextWithValues(productCountMessage, ['count']));
    await userEvent.click(canvas.getByRole('button', { name: storyText(staffViewMessage) }));
    await waitFor(() =>
      expect(location()).toHaveTextContent(new RegExp(`^${localizedPath('/', storyLocale())}$`)),
    );
  },
};

/** A buyer for three companies: another company, its own products from page 1. */
export const CustomerChange: Story = {
  parameters: { review: { ownLogin: 'the point: a buyer with several companies changes company' } },
  loaders: [loginAs('einkauf@kundenportal.example')],
  render: at('/user/products?page=2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(searches).toHaveLength(1), firstAppearance);
    const first = searches[0]?.query.get('customer');
    await userEvent.click(canvas.getByRole('button', { name: /^Neumann/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/user\/products$/));
    await waitFor(() => expect(searches.at(-1)?.query.get('customer')).not.toBe(first));
    // The new company's list from its first page (the URL's page goes in the render after the change).
    await waitFor(() => expect(searches.at(-1)?.query.get('page')).toBe('1'));
    // The new company's products replace the dimmed old ones (the list is busy, at 60 % opacity, until then).
    await untilSettled(canvasElement);
  },
};
