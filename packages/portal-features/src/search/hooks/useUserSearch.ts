/**
 * The logged-in search: its state is the URL (term, page, and for users holding both clients the client),
 * its data the chosen customer's products. Spec §4: a blank term fetches nothing; a client change re-runs
 * the search, clearing the client resets it; a customer change re-runs it.
 */
import type { Product } from '@kundenportal/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SearchParams, searchProducts } from '../../domain/productSearch';
import { usePagedList } from '../../shared/api';
import { useSession, useSessionChange } from '../../shared/session';
import { readSearchQuery, searchParamsFor } from '../searchUrl';

export function useUserSearch() {
  const [params, setParams] = useSearchParams();
  const query = readSearchQuery(params);
  const { canSelectClient, client, setClient } = useSession();
  // Only users holding both clients carry one in the URL; for everyone else it is ignored.
  const urlClient = canSelectClient ? query.client : undefined;
  const urlClientRef = useRef(urlClient);
  urlClientRef.current = urlClient;

  // A bookmarked, shared or back/forward URL names the client: the session (and the header) follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only; the session is read.
  useEffect(() => {
    if (urlClient && urlClient !== client) setClient(urlClient);
  }, [urlClient]);
  // Until the session has taken the URL's client, nothing is asked – else the wrong client would be searched.
  const clientSettled = urlClient === undefined || urlClient === client;

  const list = usePagedList<Product, Pick<SearchParams, 'term'>>({
    resource: 'search',
    page: 'search',
    params: query.term && clientSettled ? { term: query.term } : null,
    fetch: (api, scope, { term, page }) => searchProducts(api, scope, { term, page }),
  });

  const clientForUrl = canSelectClient ? client : undefined;
  const search = useCallback(
    (term: string) => {
      const next = searchParamsFor({ term, client: clientForUrl });
      // The same search again asks anew (prices and documents change); anything else is a new history entry.
      if (next.toString() === params.toString()) list.retry();
      else setParams(next);
    },
    [clientForUrl, params, setParams, list.retry],
  );

  const clear = useCallback(() => {
    if (query.term) setParams(searchParamsFor({ term: '', client: clientForUrl }));
  }, [query.term, clientForUrl, setParams]);

  useSessionChange((change) => {
    if (change.kind === 'client') {
      if (change.client === undefined) {
        setParams(new URLSearchParams());
        return;
      }
      if (change.client === urlClientRef.current) return;
      setParams(searchParamsFor({ term: query.term, client: change.client }));
      return;
    }
    // Another customer: the data key changes, so the search runs again – from its first page (usePagedList).
  });

  return { term: query.term, list, search, clear };
}
