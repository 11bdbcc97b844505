import type { ApiClient, Language, ProductListItem } from '@kundenportal/api-client';
import { callApi } from '../../shared/api';

/**
 * After a reorder the ordered products leave the basket: one reset when everything in it was ordered, else one
 * removal per ordered product, so what the user took out of the order stays in the basket. True when all went.
 */
export async function removeOrderedFromBasket(
  api: ApiClient,
  customer: number,
  language: Language,
  basket: readonly ProductListItem[],
  orderedIds: readonly string[],
): Promise<boolean> {
  const ordered = new Set(orderedIds);
  const everything = basket.every((item) => ordered.has(item.product.id));
  if (everything) {
    const result = await callApi(() => api.DELETE('/basket', { params: { query: { customer, language } } }));
    return result.kind === 'ok';
  }
  const inBasket = basket.filter((item) => ordered.has(item.product.id));
  const results = await Promise.all(
    inBasket.map((item) =>
      callApi(() =>
        api.DELETE('/basket', { params: { query: { customer, language, product: item.product.id } } }),
      ),
    ),
  );
  return results.every((result) => result.kind === 'ok');
}
