/** Test-only: the order wizards' stories – a basket and a POST /order that records what arrives, and the walk to a step. */
import type { ProductListItem } from '@kundenportal/api-client';
import type { UsesHandlers } from '@kundenportal/api-client/mocks';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { firstAppearance, storyHttp } from '../shared/testing';
import type { OrderDraft } from './orderDraft';

export const basketItems: readonly ProductListItem[] = [
  { product: { id: '10004711', description: 'Zitronensäure E330' }, amount: 25, unit: 'KG' },
  { product: { id: '10004712', description: 'Natriumbenzoat' }, amount: 2, unit: 'ST' },
];

export interface OrderBackend {
  basket: ProductListItem[];
  /** Every POST /order that arrived, by its Idempotency-Key (retries included). */
  attempts: (string | null)[];
  /** The orders placed: one per key, as a server with Idempotency-Key support does. */
  orders: { key: string | null; body: unknown }[];
  /** Answer this many sendings with 500 first. */
  failNext: number;
  /** Refuse the next sending with 422 and these field errors (paths as the server sends them). */
  refuseNext: { field: string; message: string }[] | null;
  unreachable: boolean;
  delayMs: number;
}

export function orderBackend(msw: UsesHandlers): OrderBackend {
  const backend: OrderBackend = {
    basket: basketItems.map((item) => ({ ...item, product: { ...item.product } })),
    attempts: [],
    orders: [],
    failNext: 0,
    refuseNext: null,
    unreachable: false,
    delayMs: 0,
  };
  msw.use(
    storyHttp.get('/basket', ({ response }) => response(200).json({ product_list_items: backend.basket })),
    storyHttp.delete('/basket', ({ request, response }) => {
      const product = new URL(request.url).searchParams.get('product');
      const kept = product ? backend.basket.filter((item) => item.product.id !== product) : [];
      backend.basket.splice(0, backend.basket.length, ...kept);
      return response(200).json({ product_list_items: backend.basket });
    }),
    storyHttp.post('/order', async ({ request, response }) => {
      const key = request.headers.get('Idempotency-Key');
      backend.attempts.push(key);
      if (backend.unreachable) return HttpResponse.error();
      if (backend.failNext > 0) {
        backend.failNext -= 1;
        // A 500 is outside the contract on purpose: the server fault the order survives with its key.
        return response.untyped(
          HttpResponse.json({ message: 'Internal Server Error', code: 'server_error' }, { status: 500 }),
        );
      }
      if (backend.refuseNext) {
        const errors = backend.refuseNext;
        backend.refuseNext = null;
        return response(422).json({ message: 'Validation Failed', code: 'validation_failed', errors });
      }
      if (backend.delayMs > 0) await delay(backend.delayMs);
      if (!backend.orders.some((order) => order.key !== null && order.key === key)) {
        backend.orders.push({ key, body: await request.json() });
      }
      return response(201).json({ id: '4711000042', created_at: '2026-11-23T10:00:00Z' });
    }),
  );
  return backend;
}

const draftPrefix = 'kundenportal.orderDraft.v1.';

/** Drafts live in the browser's storage, which stories share: each story starts without any. */
export function clearDrafts() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(draftPrefix)) storage.removeItem(key);
  }
}

export function storedDrafts(): OrderDraft[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(draftPrefix))
    .map((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as OrderDraft);
}

type Canvas = ReturnType<typeof within>;

/** Types a date (DD.MM.YYYY) into the delivery date's segments. */
export async function enterDeliveryDate(canvas: Canvas, date: string) {
  const [day] = within(canvas.getByRole('group', { name: /Lieferdatum/ })).getAllByRole('spinbutton');
  await userEvent.click(day as HTMLElement);
  await userEvent.keyboard(date.replace(/\./g, ''));
  await userEvent.tab();
}

export async function toDelivery(canvas: Canvas) {
  await canvas.findAllByRole('listitem', { name: /Zitronensäure|Natriumbenzoat|Position/ }, firstAppearance);
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
  await expect(await canvas.findByText('Schritt 2 von 3')).toBeVisible();
  // The step's own code loads apart from the wizard (OrderWizard.tsx): its fields come with it.
  await canvas.findByRole('group', { name: /Lieferdatum/ });
}

/** Step 2 filled with a date in 2030 and the reference 'PO-2026-77', then on to the review. */
export async function toReview(canvas: Canvas) {
  await toDelivery(canvas);
  await enterDeliveryDate(canvas, '15.06.2030');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Ihre Referenz' }), 'PO-2026-77');
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
  await expect(await canvas.findByText(/^Schritt 3 von 3$/)).toBeVisible();
  await canvas.findByRole('checkbox', { name: /AGB/ });
}

/**
 * react-aria's live announcer is global and its messages linger 7 s, pointing at elements by id; once a story is
 * gone they dangle and fail the next story's axe check. Run when a story ends.
 */
export function dropAnnouncements() {
  for (const message of document.querySelectorAll('[data-live-announcer] [aria-labelledby]'))
    message.remove();
}

/** On the review: accepts the terms and the price conditions and sends the order. */
export async function agreeAndOrder(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('checkbox', { name: /AGB/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Tagespreise gelten/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
}
