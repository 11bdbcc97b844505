import { resetMockDb, withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNotice,
  firstAppearance,
  loginAs,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyText,
} from '../../shared/testing';
import { AddToListButton } from './AddToListButton';
import { addToListLabel, addToListText, productListMessages } from './messages';
import { useProductList } from './useProductList';

/** What any feature shows beside it: the list's count, as the header badge would. */
function Count() {
  const { items, isLoaded } = useProductList('basket');
  return <p>{isLoaded ? `Im Warenkorb: ${items.length}` : 'Warenkorb wird geladen'}</p>;
}

let posts: RecordedRequest[] = [];
const product = { id: '10004711', description: 'Essigsäure', unit: 'L' };

const meta = {
  title: 'Shared/AddToListButton',
  component: AddToListButton,
  args: { kind: 'basket', product },
  loaders: [
    async () => {
      resetMockDb();
      return {};
    },
  ],
  beforeEach({ msw }) {
    posts = recordRequests(msw, 'post', '/basket');
  },
  render: (args, context) =>
    renderScreen(
      () => (
        <>
          <AddToListButton {...args} />
          <Count />
        </>
      ),
      { url: '/user/search' },
    )(args, context),
} satisfies Meta<typeof AddToListButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product not in the basket yet: named for the product and the list; a double-click adds once. */
export const AddsOnce: Story = {
  args: { product: { id: '10004711', description: 'Natriumchlorid', unit: 'KG' } },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /basket', 'empty');
    // The server answers with the list after the add (spec §7).
    msw.use(
      storyHttp.post('/basket', async ({ response }) => {
        await delay(100);
        return response(200).json({
          product_list_items: [
            { product: { id: '10004711', description: 'Natriumchlorid' }, amount: 1, unit: 'KG' },
          ],
        });
      }),
    );
    // Recorded in front of the answer above (handlers added later run first).
    posts = recordRequests(msw, 'post', '/basket');
  },
  play: async ({ canvasElement, loaded }) => {
    const services = servicesOf(loaded);
    const canvas = within(canvasElement);
    await canvas.findByText('Im Warenkorb: 0', {}, firstAppearance);
    const button = canvas.getByRole('button', {
      name: storyText(addToListLabel.basket, { product: 'Natriumchlorid' }),
    });
    await userEvent.dblClick(button);
    await expectNotice(services, storyText(productListMessages.basket.added));
    await expect(await canvas.findByText('Im Warenkorb: 1')).toBeVisible();
    await expect(posts).toHaveLength(1);
    await expect(posts[0]?.body).toMatchObject({
      product_list_add: { items: [{ productId: '10004711', amount: 1, unit: 'KG' }] },
    });
  },
};

/** Already present: the 'existing' notice of spec §4, and no call. */
export const AlreadyPresent: Story = {
  args: { appearance: 'text', product: { id: '10004711', description: 'Natriumchlorid', unit: 'KG' } },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    msw.use(
      storyHttp.get('/basket', ({ response }) =>
        response(200).json({
          product_list_items: [
            { product: { id: '10004711', description: 'Natriumchlorid' }, amount: 2, unit: 'KG' },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Im Warenkorb: 1', {}, firstAppearance);
    const button = canvas.getByRole('button', {
      name: storyText(addToListLabel.basket, { product: 'Natriumchlorid' }),
    });
    await expect(button).toHaveTextContent(storyText(addToListText.basket));
    await userEvent.click(button);
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.present), {
      type: 'info',
    });
    await expect(posts).toHaveLength(0);
  },
};

/** The add fails: the spec's text, and the list stays as it was. */
export const AddFails: Story = {
  args: { product: { id: '10004711', description: 'Essigsäure', unit: 'L' } },
  loaders: [loginAs('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'POST /basket', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const count = await canvas.findByText(/^Im Warenkorb: \d+$/, {}, firstAppearance);
    const before = count.textContent;
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(addToListLabel.basket, { product: 'Essigsäure' }) }),
    );
    await expectNotice(servicesOf(loaded), storyText(productListMessages.basket.updateFailed), {
      type: 'error',
    });
    await waitFor(() => expect(canvas.getByText(/^Im Warenkorb: \d+$/)).toHaveTextContent(before ?? ''));
  },
};

/** Favourites: the name says 'Favoritenliste'. */
export const Favourites: Story = {
  args: { kind: 'favorites', product: { id: '10004711', description: 'Essigsäure', unit: 'L' } },
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: storyText(addToListLabel.favorites, { product: 'Essigsäure' }) },
        firstAppearance,
      ),
    ).toBeVisible();
  },
};

/** The staff view: no basket to add to, so no button. */
export const StaffView: Story = {
  args: { product: { id: '10004711', description: 'Essigsäure', unit: 'L' } },
  loaders: [loginAs('vertrieb@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Warenkorb wird geladen', {}, firstAppearance);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
