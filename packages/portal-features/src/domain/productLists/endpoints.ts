/** The calls of the two lists (spec §7): basket on /basket, favourites on /product-list, the same shape. */
import type { ApiClient, Language, ProductListItem } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';
import { getBasketAnswer } from '../api/generated/getBasket';
import type { ListItemToSend } from './bulkAdd';

export type ProductListKind = 'basket' | 'favorites';

type Items = ApiResult<ProductListItem[]>;

/**
 * What both lists answer: every call of the basket and the favourites answers the contract's `ProductList`
 * response, so the generated check of `GET /basket`'s answer serves them all.
 */
const isListAnswer = getBasketAnswer;

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
