/**
 * A new amount (and unit) for one entry of the basket or the favourites – the one place that decides how it is
 * sent. With the backend's PATCH (`updateBasketEntry` / `updateFavouritesEntry`, optional) in one call; without it
 * through the specification's own calls (§7): DELETE the product, then POST it with the new amount, each answering
 * the new list. Should the POST fail after the DELETE, the old amount is POSTed back, so the entry is never lost
 * unnoticed; the caller gives the failure notice either way.
 */
import type { Language, ProductListItem } from '@kundenportal/api-client';
import type { ApiResult } from '../../shared/api';
import type { ListItemToSend } from './bulkAdd';
import type { ListEndpoints } from './endpoints';

export interface AmountChange {
  /** The call's outcome: ok with the new list, or the failure to report. */
  result: ApiResult<ProductListItem[]>;
  /** The list as the server now holds it, when a call answered it – after a failure too (the old amount back). */
  items?: ProductListItem[];
}

export interface AmountChangeRequest {
  customerId: number;
  item: ListItemToSend;
  language: Language;
  /** The list as the page shows it: the entry's old values and the order the entries keep. */
  current: readonly ProductListItem[];
  /** Whether the backend offers the list's PATCH (config.json's capabilities). */
  canPatch: boolean;
}

/**
 * The entries in the order the page had them: a POST appends, and an entry whose amount changed must not jump
 * to the end of the list under the user's hand. Entries the page did not have yet go last, as the server has them.
 */
function inPageOrder(items: ProductListItem[], current: readonly ProductListItem[]): ProductListItem[] {
  const place = new Map(current.map((entry, index) => [entry.product.id, index]));
  const rank = (entry: ProductListItem) => place.get(entry.product.id) ?? current.length;
  return items
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

const itemsOf = (result: ApiResult<ProductListItem[]>) => (result.kind === 'ok' ? result.data : undefined);

export async function changeAmount(
  endpoints: ListEndpoints,
  { customerId, item, language, current, canPatch }: AmountChangeRequest,
): Promise<AmountChange> {
  if (canPatch) {
    const result = await endpoints.update(customerId, item, language);
    return { result, items: itemsOf(result) };
  }
  let list = current;
  let previous = list.find((entry) => entry.product.id === item.productId);
  if (!previous) {
    // The page has not got the list (yet): the old values come from the server, or nothing is changed.
    const read = await endpoints.read(customerId, language);
    if (read.kind !== 'ok') return { result: read };
    list = read.data;
    previous = list.find((entry) => entry.product.id === item.productId);
    if (!previous) return { result: { kind: 'rejected', status: 404, message: undefined, fieldErrors: [] } };
  }
  const removed = await endpoints.remove(customerId, item.productId, language);
  if (removed.kind !== 'ok') return { result: removed };
  const added = await endpoints.add(customerId, [item], language);
  if (added.kind === 'ok') {
    const items = inPageOrder(added.data, list);
    return { result: { ...added, data: items }, items };
  }
  const restored = await endpoints.add(
    customerId,
    [{ productId: item.productId, amount: previous.amount, unit: previous.unit }],
    language,
  );
  // The old amount back where it was; if even that failed, the list as the DELETE left it – never a stale page.
  return {
    result: added,
    items: restored.kind === 'ok' ? inPageOrder(restored.data, list) : removed.data,
  };
}
