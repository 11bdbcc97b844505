/** The order feature's calls (spec §7): history, detail, topics, and the three requests an order allows. */
import {
  type ApiClient,
  type ComplaintRequest,
  IDEMPOTENCY_KEY_HEADER,
  type OrderTopic,
  type Receipt,
} from '@kundenportal/api-client';
import { useCallback } from 'react';
import { getOrderAnswer } from '../../domain/api/generated/getOrder';
import { listOrdersAnswer } from '../../domain/api/generated/listOrders';
import { type ApiResult, type CustomerScope, callApi, useIdempotencyKey } from '../../shared/api';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import { apiOrderFilter, type OrderSearch } from './orderFilter';

/** Spec §9: the order history shows 15 orders a page. */
export const ORDERS_PER_PAGE = 15;

export function fetchOrderPage(api: ApiClient, scope: CustomerScope, params: OrderSearch & { page: number }) {
  const { page, ...search } = params;
  return callApi(
    () =>
      api.GET('/customer/orders', {
        params: {
          query: {
            page,
            limit: ORDERS_PER_PAGE,
            language: apiLanguage(scope.locale),
            filter: apiOrderFilter(scope.customer, search),
          },
        },
      }),
    listOrdersAnswer,
  );
}

export function fetchOrder(api: ApiClient, scope: CustomerScope, params: { id: string }) {
  return callApi(
    () =>
      api.GET('/orders/{id}', {
        params: { path: { id: params.id }, query: { language: apiLanguage(scope.locale) } },
      }),
    getOrderAnswer,
  );
}

export function fetchOrderTopics(api: ApiClient, scope: CustomerScope): Promise<ApiResult<OrderTopic[]>> {
  return callApi(() =>
    api.GET('/orders/topics', { params: { query: { language: apiLanguage(scope.locale) } } }),
  );
}

export interface DocumentRequestInput {
  orderId: string;
  positionId: number;
  documents: string[];
  offtopicMessage?: string;
}

/** POST /orders/{id}/{x}/document (spec §7). */
export function useRequestDocuments(): (input: DocumentRequestInput) => Promise<ApiResult<Receipt>> {
  const api = useApi();
  const language = apiLanguage(useLocale());
  const keyFor = useIdempotencyKey();
  return useCallback(
    ({ orderId, positionId, documents, offtopicMessage }) => {
      const body = {
        required_document: { documents, ...(offtopicMessage ? { offtopicMessage } : {}) },
      };
      const key = keyFor({ orderId, positionId, body });
      return callApi(() =>
        api.POST('/orders/{id}/{positionId}/document', {
          params: {
            path: { id: orderId, positionId },
            query: { language },
            header: { [IDEMPOTENCY_KEY_HEADER]: key },
          },
          body,
        }),
      );
    },
    [api, language, keyFor],
  );
}

/** POST /orders/{id}/complaint (x-assumed: the spec names the complaint but not its call). */
export function useSendComplaint(): (
  orderId: string,
  complaint: ComplaintRequest['complaint'],
) => Promise<ApiResult<Receipt>> {
  const api = useApi();
  const language = apiLanguage(useLocale());
  const keyFor = useIdempotencyKey();
  return useCallback(
    (orderId, complaint) => {
      const body = { complaint };
      const key = keyFor({ orderId, body });
      return callApi(() =>
        api.POST('/orders/{id}/complaint', {
          params: { path: { id: orderId }, query: { language }, header: { [IDEMPOTENCY_KEY_HEADER]: key } },
          body,
        }),
      );
    },
    [api, language, keyFor],
  );
}

/** The server's file name from `Content-Disposition`, e.g. `attachment; filename="Rechnung_4500012345.pdf"`. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || fallback;
}
