/** Paged lists (spec §3 paged result, §9 15 a page): the page lives in the URL, so it survives a reload. */
import type { PageMeta } from '@kundenportal/api-client';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSessionChange } from '../session';
import { type PortalData, type PortalDataOptions, useCustomerData, useStaffData } from './usePortalData';

/** Reads `page` from the URL (default 1, anything but a positive integer is 1) and writes it back. */
export function usePageParam(): [
  page: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );
  return [page, setPage];
}

/**
 * Another company chosen starts at its first page. The URL's page follows in React Router's transition, a render
 * after the company changed: until then the list asks for (and shows) page 1 – never the last company's page
 * number (which cost a request for the new company's page 2 before its page 1). Only a choice resets it
 * (useSessionChange): the customer a reload restores arrives a render after the default one, and keeps the page.
 */
function useFirstPageForChosenCustomer(
  urlPage: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
  perCustomer: boolean,
): number {
  const [resetting, setResetting] = useState(false);
  // The URL has followed: its page is the new company's.
  if (resetting && urlPage === 1) setResetting(false);
  useSessionChange((change) => {
    if (!perCustomer || change.kind !== 'customer' || urlPage === 1) return;
    setResetting(true);
    setPage(1, { replace: true });
  });
  return resetting ? 1 : urlPage;
}

export type PagedResult<T> = PageMeta & { results: T[] };

export interface PagedList<T> extends Omit<PortalData<PagedResult<T>>, 'data'> {
  /** Always a list: empty while loading, when empty and when the fetch failed (check `failure`). */
  items: T[];
  page: number;
  pages: number;
  count: number;
  setPage(page: number): void;
}

type PagedOptions<T, P> = Omit<PortalDataOptions<PagedResult<T>, P & { page: number }>, 'params'> & {
  /** `null` holds the request back (an empty search term). */
  params: P | null;
  /** Staff lists belong to no customer. */
  perCustomer?: boolean;
};

/** A paged list of the chosen customer (or, with `perCustomer: false`, a staff list); page from the URL. */
export function usePagedList<T, P extends object>(options: PagedOptions<T, P>): PagedList<T> {
  const [urlPage, setPage] = usePageParam();
  const page = useFirstPageForChosenCustomer(urlPage, setPage, options.perCustomer !== false);
  const useList = options.perCustomer === false ? useStaffData : useCustomerData;
  const { data, ...rest } = useList<PagedResult<T>, P & { page: number }>({
    ...options,
    params: options.params === null ? null : { ...options.params, page },
    keepPreviousData: true,
  });
  const current = rest.failure ? undefined : data;
  return {
    ...rest,
    items: current?.results ?? [],
    page,
    pages: current?.pages ?? 0,
    count: current?.count ?? 0,
    setPage,
  };
}
