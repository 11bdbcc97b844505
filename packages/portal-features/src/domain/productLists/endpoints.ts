/** The calls of the two lists (spec §7): basket on /basket, favourites on /product-list, the same shape. */
import type { ApiClient, Language, ProductListItem } from '@kundenportal/api-client';
import { type AnswerCheck, type ApiResult, callApi } from '../../shared/api';
import type { ListItemToSend } from './bulkAdd';

export type ProductListKind = 'basket' | 'favorites';

type Items = ApiResult<ProductListItem[]>;

/** An entry as far as it is checked: the header counts the entries, the pages show these fields. */
type LooseEntry = {
  product?: { id?: unknown; description?: unknown };
  amount?: unknown;
  unit?: unknown;
} | null;

/**
 * What both lists answer (ProductListResponse), checked by hand rather than with `api/contract`'s helpers: the
 * header's counts read it on every page, so it is in the shell's entry.
 */
const isListAnswer: AnswerCheck = (data) => {
  const items = (data as { product_list_items?: unknown } | null)?.product_list_items;
  return (
    Array.isArray(items) &&
    items.every(
      (item: LooseEntry) =>
        typeof item?.product?.id === 'string' &&
        typeof item.product.description === 'string' &&
        typeof item.amount === 'number' &&
        typeof item.unit === 'string',
    )
  );
};

const itemsOf = async (
  call: Promise<ApiResult<{ product_list_items: ProductListItem[] }>>,
): Promise<Items> => {
  const result = await call;
  return result.kind === 'ok' ? { ...result, data: result.data.product_list_items } : result;
};

export interface ListEndpoints {
  read(customer: number, language: Language): Promise<Items>;
  add(customerId: number, items: ListItemToSend[], language: Language): Promise<Items>;
  /** PATCH: an optional operation – `changeAmount` decides whether it is used. */
  update(customerId: number, item: ListItemToSend, language: Language): Promise<Items>;
  /** Without a product the whole list is emptied. */
  remove(customer: number, product: string | undefined, language: Language): Promise<Items>;
}

// Two literal paths rather than one variable: openapi-fetch types each path's call on its own.
export function listEndpoints(api: ApiClient, kind: ProductListKind): ListEndpoints {
  if (kind === 'basket') {
    return {
      read: (customer, language) =>
        itemsOf(
          callApi(() => api.GET('/basket', { params: { query: { customer, language } } }), isListAnswer),
        ),
      add: (customerId, items, language) =>
        itemsOf(
          callApi(
            () =>
              api.POST('/basket', {
                params: { query: { language } },
                body: { product_list_add: { customerId, items } },
              }),
            isListAnswer,
          ),
        ),
      update: (customerId, item, language) =>
        itemsOf(
          callApi(
            () =>
              api.PATCH('/basket', {
                params: { query: { language } },
                body: { product_list_update: { customerId, ...item } },
              }),
            isListAnswer,
          ),
        ),
      remove: (customer, product, language) =>
        itemsOf(
          callApi(
            () =>
              api.DELETE('/basket', {
                params: { query: { customer, language, ...(product ? { product } : {}) } },
              }),
            isListAnswer,
          ),
        ),
    };
  }
  return {
    read: (customer, language) =>
      itemsOf(
        callApi(() => api.GET('/product-list', { params: { query: { customer, language } } }), isListAnswer),
      ),
    add: (customerId, items, language) =>
      itemsOf(
        callApi(
          () =>
            api.POST('/product-list', {
              params: { query: { language } },
              body: { product_list_add: { customerId, items } },
            }),
          isListAnswer,
        ),
      ),
    update: (customerId, item, language) =>
      itemsOf(
        callApi(
          () =>
            api.PATCH('/product-list', {
              params: { query: { language } },
              body: { product_list_update: { customerId, ...item } },
            }),
          isListAnswer,
        ),
      ),
    remove: (customer, product, language) =>
      itemsOf(
        callApi(
          () =>
            api.DELETE('/product-list', {
              params: { query: { customer, language, ...(product ? { product } : {}) } },
            }),
          isListAnswer,
        ),
      ),
  };
}
