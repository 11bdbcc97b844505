/**
 * The writes of the basket and the favourites (spec §4, §8), one set for every feature: search, order
 * history, order detail, quick order and the two list pages add and remove through here, so the rules, the
 * notices and the header badges agree everywhere.
 */
import type { ApiClient, ProductListItem } from '@kundenportal/api-client';
import { useMemo } from 'react';
import type { ApiResult } from '../../shared/api';
import { apiLanguage, type Locale, type PortalIntl, useIntl, useLocale } from '../../shared/i18n';
import { longNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify, useOffers } from '../../shared/services';
import { useSession } from '../../shared/session';
import {
  type BulkAddOutcome,
  bulkAddOutcome,
  type ListAddition,
  type ListProduct,
  planBulkAdd,
} from './bulkAdd';
import { changeAmount } from './changeAmount';
import { listEndpoints, type ProductListKind } from './endpoints';
import { announceListChange } from './listSync';
import { productListMessages } from './messages';
import { bulkAddNotice } from './notices';
import { useProductList } from './useProductList';

type ProductList = ReturnType<typeof useProductList>;

export type AddResult = 'added' | 'present' | 'withoutId' | 'failed' | 'busy';

export interface ProductListActions {
  /** Adds one product; already present gives the 'existing' notice and no call (spec §4). */
  add(product: ListProduct, amount?: number, unit?: string): Promise<AddResult>;
  /** Adds several in one call, skipping what is present; one pluralised notice for 5000 ms (spec §4). */
  addMany(additions: readonly ListAddition[]): Promise<BulkAddOutcome>;
  remove(productId: string): Promise<boolean>;
  /** Empties the whole list (the caller asks for confirmation first). */
  reset(): Promise<boolean>;
  /** Saves a new amount and unit of one entry; only a failure gives a notice (the page shows the save). */
  setAmount(productId: string, amount: number, unit: string): Promise<boolean>;
}

// Calls in flight, across every button and page of the tab: a double-click or a second button for the same
// product must not send the same change twice.
const inFlight = new Set<string>();

async function once<T>(key: string, busy: T, run: () => Promise<T>): Promise<T> {
  if (inFlight.has(key)) return busy;
  inFlight.add(key);
  try {
    return await run();
  } finally {
    inFlight.delete(key);
  }
}

/** What a list's writes work with: the client, the list and its answer so far, the customer and the language. */
interface ListContext {
  api: ApiClient;
  kind: ProductListKind;
  locale: Locale;
  intl: PortalIntl;
  notify: ReturnType<typeof useNotify>;
  mutate: ProductList['mutate'];
  customerId: number | undefined;
  items: ProductListItem[];
  isLoaded: boolean;
  failure: ProductList['failure'];
  canPatch: boolean;
}

type ListText =
  (typeof productListMessages)[ProductListKind][keyof (typeof productListMessages)[ProductListKind]];

/** The writes of one list (see the module's note); each change is sent at most once at a time. */
function listActions(c: ListContext): ProductListActions {
  const { api, kind, locale, intl, notify, mutate, customerId, items, isLoaded, failure, canPatch } = c;
  const texts = productListMessages[kind];
  const endpoints = listEndpoints(api, kind);
  const language = apiLanguage(locale);
  const say = (message: ListText, type: 'success' | 'error' | 'info') =>
    notify(intl.formatMessage(message), type);
  /** Failure notices, except when the session ended (the app has logged out and gone home). */
  const failed = (result: ApiResult<unknown>, message: ListText) => {
    if (result.kind !== 'sessionEnded') say(message, 'error');
  };
  const take = async (next: ProductListItem[]) => {
    await mutate(next, { revalidate: false });
    if (customerId !== undefined) announceListChange({ kind, customer: customerId, locale, items: next });
  };
  /** The material numbers on the list now; read afresh when the page has not got them (yet). */
  const currentIds = async (customer: number): Promise<string[]> => {
    if (isLoaded && !failure) return items.map((item) => item.product.id);
    const fresh = await endpoints.read(customer, language);
    if (fresh.kind !== 'ok') return [];
    await mutate(fresh.data, { revalidate: false });
    return fresh.data.map((item) => item.product.id);
  };
  const keyOf = (what: string) => `${kind}:${customerId}:${what}`;
  /** Removes one entry, or – without a product – all of them. */
  const removing = (productId: string | undefined, done: ListText, failedText: ListText) => {
    if (customerId === undefined) return Promise.resolve(false);
    return once(keyOf(productId === undefined ? 'reset' : `remove:${productId}`), false, async () => {
      const result = await endpoints.remove(customerId, productId, language);
      if (result.kind !== 'ok') {
        failed(result, failedText);
        return false;
      }
      await take(result.data);
      say(done, 'success');
      return true;
    });
  };
  return {
    async add(product, amount, unit) {
      const id = product.id?.trim();
      if (!id) {
        say(texts.noProduct, 'error');
        return 'withoutId';
      }
      if (customerId === undefined) return 'failed';
      return once<AddResult>(keyOf(id), 'busy', async () => {
        const plan = planBulkAdd(await currentIds(customerId), [
          { product: { ...product, id }, amount, unit },
        ]);
        const [item] = plan.toSend;
        if (!item) {
          say(texts.present, 'info');
          return 'present';
        }
        const result = await endpoints.add(customerId, [item], language);
        if (result.kind !== 'ok') {
          failed(result, texts.updateFailed);
          return 'failed';
        }
        await take(result.data);
        say(texts.added, 'success');
        return 'added';
      });
    },

    async addMany(additions) {
      const key = keyOf(`many:${additions.map((addition) => addition.product.id).join(',')}`);
      const busy: BulkAddOutcome = { type: 'info', added: [], notAdded: [], present: [], withoutId: 0 };
      if (customerId === undefined) return { ...busy, type: 'error' };
      return once(key, busy, async () => {
        const plan = planBulkAdd(await currentIds(customerId), additions);
        let after: string[] | undefined | null = null;
        let result: ApiResult<ProductListItem[]> | undefined;
        if (plan.toSend.length > 0) {
          result = await endpoints.add(customerId, plan.toSend, language);
          after = result.kind === 'ok' ? result.data.map((entry) => entry.product.id) : undefined;
          if (result.kind === 'ok') await take(result.data);
        }
        const outcome = bulkAddOutcome(plan, after);
        if (result?.kind !== 'sessionEnded') {
          notify(bulkAddNotice(intl, kind, outcome), outcome.type, longNotificationDuration);
        }
        return outcome;
      });
    },

    remove: (productId) => removing(productId, texts.removed, texts.removeFailed),
    reset: () => removing(undefined, texts.reset, texts.resetFailed),

    async setAmount(productId, amount, unit) {
      if (customerId === undefined || !Number.isFinite(amount) || amount <= 0) return false;
      // An amount is saved as the field is left – the user goes on working, so it never veils the page.
      const { result, items: now } = await changeAmount(listEndpoints(api.quiet, kind), {
        customerId,
        item: { productId, amount, unit },
        language,
        current: isLoaded && !failure ? items : [],
        canPatch,
      });
      // After a failed change too: without PATCH the server's list may have changed on the way (see changeAmount).
      if (now) await take(now);
      if (result.kind !== 'ok') {
        failed(result, texts.updateFailed);
        return false;
      }
      return true;
    },
  };
}

export function useProductListActions(kind: ProductListKind): ProductListActions & {
  items: ProductListItem[];
  isAvailable: boolean;
} {
  const api = useApi();
  const intl = useIntl();
  const notify = useNotify();
  const locale = useLocale();
  const { customerId } = useSession();
  const list = useProductList(kind);
  const { mutate, items, isLoaded, failure, isAvailable } = list;
  const canPatch = useOffers(kind === 'basket' ? 'updateBasketEntry' : 'updateFavouritesEntry');

  const actions = useMemo(
    () =>
      listActions({
        api,
        kind,
        locale,
        intl,
        notify,
        mutate,
        customerId,
        items,
        isLoaded,
        failure,
        canPatch,
      }),
    [api, kind, locale, intl, notify, mutate, customerId, items, isLoaded, failure, canPatch],
  );

  return { ...actions, items, isAvailable };
}
