/** GET /products/search (spec §7): the one call of the feature, logged in and public. */
import type { ApiClient, ClientId, PagedProducts } from '@kundenportal/api-client';
import { type ApiResult, type CustomerScope, callApi } from '../../shared/api';
import { apiLanguage, type Locale } from '../../shared/i18n';

/** Spec §9: 15 a page. */
export const SEARCH_PAGE_SIZE = 15;

export interface SearchParams {
  term: string;
  page: number;
}

/** The chosen customer's products; the client only when the session sends one (users holding both). */
export function searchProducts(
  api: ApiClient,
  scope: CustomerScope,
  { term, page }: SearchParams,
): Promise<ApiResult<PagedProducts>> {
  return callApi(() =>
    api.GET('/products/search', {
      params: {
        query: {
          term,
          page,
          limit: SEARCH_PAGE_SIZE,
          customer: scope.customer,
          language: apiLanguage(scope.locale),
          ...(scope.client ? { client: scope.client } : {}),
        },
      },
    }),
  );
}

/** Logged out: one short page of the main client's range; `count` says how many there would be. */
export function searchPublicProducts(
  api: ApiClient,
  locale: Locale,
  term: string,
  client?: ClientId,
): Promise<ApiResult<PagedProducts>> {
  return callApi(() =>
    api.GET('/products/search', {
      params: { query: { term, language: apiLanguage(locale), ...(client ? { client } : {}) } },
    }),
  );
}
