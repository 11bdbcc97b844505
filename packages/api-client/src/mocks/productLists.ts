/** Shared rules of the two per-customer product lists: the basket and the favourites. */
import type { components } from '../generated/schema';
import type { MockDb, ProductListItem, Scope } from './data/types';
import { fails } from './errors';
import { queryOf, requireInt } from './query';
import { requireScope, requireUser } from './session';
import { requireVisibleCustomer } from './visibility';

type ListKind = 'baskets' | 'favourites';
type ListAdd = components['schemas']['ProductListAddRequest']['product_list_add'];
type ListUpdate = components['schemas']['ProductListUpdateRequest']['product_list_update'];

const scopeOf: Record<ListKind, Scope> = {
  baskets: 'ROLE_INTERNAL_BASKET',
  favourites: 'ROLE_INTERNAL_PRODUCT_LIST',
};

function listFor(db: MockDb, kind: ListKind, customerId: number): ProductListItem[] {
  const lists = db[kind];
  let list = lists.get(customerId);
  if (!list) {
    list = [];
    lists.set(customerId, list);
  }
  return list;
}

const copy = (list: readonly ProductListItem[]) => ({
  product_list_items: list.map((item) => ({ ...item, product: { ...item.product } })),
});

function authorise(db: MockDb, kind: ListKind, request: Request, customerId: number): void {
  const user = requireUser(db, request);
  requireScope(user, scopeOf[kind]);
  requireVisibleCustomer(db, user, customerId);
}

export function readList(db: MockDb, kind: ListKind, request: Request) {
  const customerId = requireInt(queryOf(request), 'customer', 1);
  authorise(db, kind, request, customerId);
  return copy(listFor(db, kind, customerId));
}

export function addToList(db: MockDb, kind: ListKind, request: Request, add: ListAdd) {
  authorise(db, kind, request, add.customerId);
  const unknown = add.items.findIndex((item) => !db.productsById.has(item.productId));
  if (unknown >= 0) {
    fails.validation([
      { field: `product_list_add.items.${unknown}.productId`, message: 'Das Produkt existiert nicht.' },
    ]);
  }
  const list = listFor(db, kind, add.customerId);
  for (const item of add.items) {
    // Entries already on the list stay as they are; the client reports them as "already present".
    if (list.some((entry) => entry.product.id === item.productId)) continue;
    const product = db.productsById.get(item.productId);
    if (!product) continue;
    list.push({
      product: { id: product.id, description: product.description },
      amount: item.amount,
      unit: item.unit,
    });
  }
  return copy(list);
}

/** Changes amount and unit of one entry in place, so the list keeps its order. */
export function updateInList(db: MockDb, kind: ListKind, request: Request, update: ListUpdate) {
  authorise(db, kind, request, update.customerId);
  const entry = listFor(db, kind, update.customerId).find((item) => item.product.id === update.productId);
  if (!entry) return fails.notFound('Der Eintrag existiert nicht.');
  entry.amount = update.amount;
  entry.unit = update.unit;
  return copy(listFor(db, kind, update.customerId));
}

export function removeFromList(db: MockDb, kind: ListKind, request: Request) {
  const query = queryOf(request);
  const customerId = requireInt(query, 'customer', 1);
  authorise(db, kind, request, customerId);
  const list = listFor(db, kind, customerId);
  const productId = query.get('product');
  if (productId === null || productId === '') {
    list.length = 0;
    return copy(list);
  }
  const index = list.findIndex((entry) => entry.product.id === productId);
  if (index < 0) return fails.notFound('Der Eintrag existiert nicht.');
  list.splice(index, 1);
  return copy(list);
}
