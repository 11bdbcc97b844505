import type { ProductListItem } from '@kundenportal/api-client';
import useSWR from 'swr';
import { apiLanguage, type Locale, useLocale } from '../i18n';
import { useApi } from '../services';
import { hasScope, scopes, useSession } from '../session';

/** Basket and favourites share one shape (spec §3); their paths differ. */
export type ProductListKind = 'basket' | 'favorites';
const paths = { basket: '/basket', favorites: '/product-list' } as const;
const requiredScope = { basket: scopes.basket, favorites: scopes.favourites } as const;

export const productListKey = (kind: ProductListKind, customerId: number, locale: Locale) =>
  ['productList', kind, customerId, locale] as const;

/**
 * The entries of the basket or the favourites of the chosen customer. Nothing is fetched in the staff view or
 * without the scope; a failing fetch gives an empty list (spec §8). Changing the customer changes the key,
 * so the list is fetched anew.
 */
export function useProductList(kind: ProductListKind) {
  const api = useApi();
  const locale = useLocale();
  const { user, customerId, isStaffView } = useSession();
  const allowed = hasScope(user, requiredScope[kind]);
  const key =
    allowed && !isStaffView && customerId !== undefined ? productListKey(kind, customerId, locale) : null;
  const { data, isLoading, mutate } = useSWR(key, async ([, , customer, language]) => {
    try {
      const { data: body } = await api.GET(paths[kind], {
        params: { query: { customer, language: apiLanguage(language) } },
      });
      return body?.product_list_items ?? [];
    } catch {
      return [] as ProductListItem[];
    }
  });
  return { items: data ?? [], isLoading, isAvailable: key !== null, mutate };
}
