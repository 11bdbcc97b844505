/**
 * Storybook's review toolbar (issue 32) on one screen: the order history as a reviewer sees it with
 * `&globals=locale:pl` and `&globals=role:sales`. Each story fixes the global a reviewer would choose, so the
 * proof runs with the play tests; the story's own login stays the customer's, as in the history's stories.
 */
import type { Order } from '@kundenportal/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  firstAppearance,
  loginAs,
  mockBackend,
  onePage,
  renderScreen,
  storyHttp,
  storyText,
} from '../../shared/testing';
import { orderMessages } from '../messages';
import { OrderHistoryPage } from './OrderHistoryPage';

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Orders/History · Bestellhistorie/Review toolbar',
  id: 'screens-orders-history-review-toolbar',
  component: OrderHistoryPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs('kunde@kundenportal.example')],
  render: renderScreen(() => <OrderHistoryPage />, { url: '/user/orders' }),
} satisfies Meta<typeof OrderHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One order with an amount whose format tells the locales apart: 12.500,5 in German, 12 500,5 in Polish. */
const largeOrder: Order = {
  id: '4500012345',
  customer_order_id: null,
  date: '2026-03-12',
  status: 'delivered',
  customer: { id: 100100, name: 'Bäckerei Hofmann GmbH & Co. KG' },
  invoice_file_id: null,
  positions: [
    {
      id: 10,
      product: { id: '100200', description: 'Speisesalz fein' },
      material_number: '100200',
      amount: 12500.5,
      unit: 'KG',
      documents: [],
    },
  ],
};

/** The toolbar's Polish: the history's texts, react-aria's date segments and Polish number format. */
export const InPolish: Story = {
  name: 'In Polish',
  globals: { locale: 'pl' },
  beforeEach({ msw }) {
    msw.use(storyHttp.get('/customer/orders', ({ response }) => response(200).json(onePage([largeOrder]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Historia zamówień' }, firstAppearance),
    ).toBeVisible();
    // react-aria's own labels and formats in Polish: the date field's segments, its placeholder and "empty".
    const from = await canvas.findByRole('group', { name: 'Data od' }, firstAppearance);
    const day = await within(from).findByRole('spinbutton', { name: /^dzień/ }, firstAppearance);
    await expect(day).toHaveAttribute('aria-valuetext', 'Pusty');
    await expect(within(from).getByRole('spinbutton', { name: /^miesiąc/ })).toBeVisible();
    await expect(within(from).getByRole('spinbutton', { name: /^rok/ })).toHaveTextContent('rrrr');
    // Polish number format: a space (no-break) groups thousands, a comma before the decimals.
    const card = within(await canvas.findByRole('article', {}, firstAppearance));
    await expect(card.getByRole('cell', { name: '12\u00a0500,5 KG' })).toBeVisible();
    await expect(card.getByText('1 pozycja')).toBeVisible();
  },
};

/**
 * The toolbar's sales staff: the story logs in as the customer, the role makes it Martina Vogel – the staff
 * view's history with every company's orders, each under its company.
 */
export const AsSalesStaff: Story = {
  name: 'As Sales Staff',
  globals: { role: 'sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(orderMessages.historyTitle) },
        firstAppearance,
      ),
    ).toBeVisible();
    await canvas.findAllByRole('article', {}, firstAppearance);
    const companies = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '')
      .filter((name) => /\(\d{6}\)$/.test(name));
    await expect(new Set(companies).size).toBeGreaterThan(1);
  },
};
