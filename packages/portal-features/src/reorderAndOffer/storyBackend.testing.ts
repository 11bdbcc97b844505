/** Test-only: the order wizards' stories – a basket and a POST /order that records what arrives, and the walk to a step. */
import type { ProductListItem } from '@kundenportal/api-client';
import { orderTopics, type UsesHandlers } from '@kundenportal/api-client/mocks';
import { dropAnnouncements as dropAllAnnouncements } from '@kundenportal/ui';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiLanguage } from '../shared/i18n';
import { firstAppearance, storyHttp, storyLocale, storyText, storyTextPattern } from '../shared/testing';
import {
  deliveryMessages,
  productLineMessages,
  reviewMessages,
  stepOfMessage,
  wizardMessages,
} from './messages';
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

/** A document kind as the mock backend names it in the story's locale ('Analysenzertifikat' in German). */
export const topicLabel = (key: string) =>
  orderTopics(apiLanguage(storyLocale())).find((topic) => topic.key === key)?.label ?? key;

/** 'Schritt 2 von 3' in the story's locale. */
export const stepOf = (step: number) => storyText(stepOfMessage, { step, total: 3 });

/** The agreements on the review: the terms and the price conditions, by their labels in the story's locale. */
export const termsBox = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: storyTextPattern(reviewMessages.terms) });
export const pricesBox = (canvas: Canvas) =>
  canvas.getByRole('checkbox', { name: storyTextPattern(reviewMessages.priceConditions) });

/** The delivery date's segments (day, month, year). */
export const deliveryDateField = (canvas: Canvas) =>
  canvas.getByRole('group', { name: storyTextPattern(deliveryMessages.deliveryDate) });

/**
 * Types a date (DD.MM.YYYY) into the delivery date's segments: day first in all seven locales (react-aria's
 * regions, LocaleProvider.tsx – English as en-GB).
 */
export async function enterDeliveryDate(canvas: Canvas, date: string) {
  const [day] = within(deliveryDateField(canvas)).getAllByRole('spinbutton');
  await userEvent.click(day as HTMLElement);
  await userEvent.keyboard(date.replace(/\./g, ''));
  await userEvent.tab();
}

/** A position of step 1: a basket product (by its name, data) or a free position ('Position 1'). */
const position = (name: string) =>
  /Zitronensäure|Natriumbenzoat/.test(name) ||
  name === storyText(productLineMessages.customTitle, { number: 1 });

export async function toDelivery(canvas: Canvas) {
  await canvas.findAllByRole('listitem', { name: position }, firstAppearance);
  await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
  await expect(await canvas.findByText(stepOf(2))).toBeVisible();
  // The step's own code loads apart from the wizard (OrderWizard.tsx): its fields come with it.
  await canvas.findByRole('group', { name: storyTextPattern(deliveryMessages.deliveryDate) });
}

/** Step 2 filled with a date in 2030 and the reference 'PO-2026-77', then on to the review. */
export async function toReview(canvas: Canvas) {
  await toDelivery(canvas);
  await enterDeliveryDate(canvas, '15.06.2030');
  await userEvent.type(
    canvas.getByRole('textbox', { name: storyText(deliveryMessages.reference) }),
    'PO-2026-77',
  );
  await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.next) }));
  await expect(await canvas.findByText(stepOf(3))).toBeVisible();
  await canvas.findByRole('checkbox', { name: storyTextPattern(reviewMessages.terms) });
}

/**
 * react-aria's live announcer is global and its messages linger 7 s, pointing at elements by id; once a story is
 * gone they dangle and fail the next story's axe check. Run when a story ends.
 */
export const dropAnnouncements = () => void dropAllAnnouncements('all');

/** On the review: accepts the terms and the price conditions and sends the order. */
export async function agreeAndOrder(canvas: Canvas) {
  await userEvent.click(termsBox(canvas));
  await userEvent.click(pricesBox(canvas));
  await userEvent.click(canvas.getByRole('button', { name: storyText(wizardMessages.finishOrder) }));
}
