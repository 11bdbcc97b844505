/**
 * The search lives in the URL (term, page and – for users holding both clients – client), so a result page
 * can be bookmarked, shared and reloaded, and back/forward walk through searches. Pure rules, unit-tested.
 */
import type { ClientId } from '@kundenportal/api-client';
import { normaliseTerm } from '../domain/productSearch';
import { pagePath } from '../shared/pages';
import { isApiClientId } from '../shared/session';

export interface SearchQuery {
  /** Trimmed; '' means no search (spec §4: nothing is fetched). */
  term: string;
  page: number;
  /** Only what the URL names and the API knows; whether it is used depends on the user. */
  client: ClientId | undefined;
}

export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const rawPage = Number(params.get('page'));
  const client = params.get('client');
  return {
    term: normaliseTerm(params.get('term')),
    page: Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1,
    client: client && isApiClientId(client) ? client : undefined,
  };
}

/**
 * The URL search of a new search: page 1 (left out), the trimmed term, the client when given. Everything
 * else the URL held is dropped, so the same search always has the same address.
 */
export function searchParamsFor({
  term,
  page = 1,
  client,
}: {
  term: string;
  page?: number;
  client?: string | undefined;
}): URLSearchParams {
  const params = new URLSearchParams();
  const trimmed = normaliseTerm(term);
  if (trimmed) params.set('term', trimmed);
  if (trimmed && page > 1) params.set('page', String(page));
  if (client && isApiClientId(client)) params.set('client', client);
  return params;
}

/** `/user/search?term=…` – where the dashboard widget and the public search's login lead. */
export function userSearchPath(term: string, client?: string): string {
  const query = searchParamsFor({ term, client }).toString();
  return query ? `${pagePath('search')}?${query}` : pagePath('search');
}
