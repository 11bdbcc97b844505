import type { ProductListItem } from '@kundenportal/api-client';
import { useEffect } from 'react';
import { useCustomerData } from '../../shared/api';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { listEndpoints, type ProductListKind } from './endpoints';
import { onListChange } from './listSync';

export type { ProductListKind } from './endpoints';

/**
 * Matches the cached list of one customer in every language and client, for a refresh after a change made
 * elsewhere (an order that empties the basket): `mutate(productListKey('basket', customerId))` with SWR's
 * global mutate. Writes through `useProductListActions` need none of this.
 */
export const productListKey =
  (kind: ProductListKind, customerId: number, _locale?: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) &&
    key[0] === kind &&
    typeof key[1] === 'object' &&
    key[1] !== null &&
    (key[1] as { customer?: unknown }).customer === customerId;

/** Each list belongs to its page: the page's scope and staff-view rule decide whether it is read (spec §6). */
const listPage = { basket: 'basket', favorites: 'favorites' } as const;

const noParams = {};

/**
 * The entries of the basket or the favourites of the chosen customer. Nothing is fetched in the staff view,
 * without the scope or before a customer is chosen; a changed customer is a new key, so the list is read
 * anew (spec §4). A failing fetch gives an empty list and `failure` for the page's note (spec §8). Changes
 * made in another tab arrive at once.
 */
export function useProductList(kind: ProductListKind) {
  const locale = useLocale();
  const { customerId } = useSession();
  const data = useCustomerData<ProductListItem[], typeof noParams>({
    resource: kind,
    page: listPage[kind],
    params: noParams,
    fetch: (api, scope) => listEndpoints(api, kind).read(scope.customer, apiLanguage(scope.locale)),
  });
  const { mutate, isAvailable } = data;

  useEffect(() => {
    if (!isAvailable || customerId === undefined) return;
    return onListChange((change) => {
      if (change.kind !== kind || change.customer !== customerId) return;
      // Descriptions come in the reader's language: another language's answer is only a cue to refetch.
      if (change.locale === locale) void mutate(change.items, { revalidate: false });
      else void mutate();
    });
  }, [isAvailable, kind, customerId, locale, mutate]);

  return {
    /** Always a list: empty while loading, when empty and when the fetch failed (see `failure`). */
    items: data.failure ? [] : (data.data ?? []),
    /** Whether an answer (even an empty one) is there: the list is known, not merely not loaded yet. */
    isLoaded: data.data !== undefined || data.failure !== undefined,
    failure: data.failure,
    isLoading: data.isLoading,
    isAvailable,
    mutate,
    retry: data.retry,
  };
}
