/**
 * The one hook for reading data: keyed by `queryKeys`, scoped to the chosen customer (and, only for users
 * holding both clients, the client), gated by the page's scope and staff-view rule. No key – and so no
 * request – until everything the call needs is there.
 */
import { type ApiClient, READ_DEADLINE_MS } from '@kundenportal/api-client';
import { useEffect, useRef, useState } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { type Locale, useLocale } from '../i18n';
import type { UserPage } from '../pages';
import { useApi } from '../services';
import { canSeePage, useSession } from '../session';
import { type CustomerScope, type QueryKey, queryKeys, type Resource } from './queryKeys';
import { type ApiFailure, ApiFailureError, type ApiResult, dataOrThrow } from './result';

export interface PortalDataOptions<T, P> {
  resource: Resource;
  /** The page the data belongs to: its scope and staff-view rule decide whether anything is fetched. */
  page: UserPage;
  /** What else the answer depends on (a term, a page number); `null` holds the request back. */
  params: P | null;
  fetch(api: ApiClient, scope: CustomerScope, params: P): Promise<ApiResult<T>>;
  /** Keep showing the previous answer while the next key loads (paging, a changed filter). */
  keepPreviousData?: boolean;
}

export interface PortalData<T> {
  data: T | undefined;
  /** Why the last fetch failed; the page says so (spec §8) instead of showing an empty list as if it were one. */
  failure: ApiFailure | undefined;
  isLoading: boolean;
  isValidating: boolean;
  /** False while the user may not see the page or no customer is chosen: nothing is fetched. */
  isAvailable: boolean;
  mutate: KeyedMutator<T>;
  retry(): void;
}

/**
 * How long a read may take before its part of the page says it failed (with its retry) instead of loading on
 * (the API client's READ_DEADLINE_MS, which api:verify holds a backend to):
 * never a part that loads for ever behind a hung call. Should the answer still come, it shows.
 */
export const dataDeadlineMs = READ_DEADLINE_MS;

/** What a read that did not answer within {@link dataDeadlineMs} reports: the gateway's timeout. */
const overdue: ApiFailure = { kind: 'rejected', status: 504, message: undefined, fieldErrors: [] };

const swrOptions = {
  // The API client already retries reads three times (spec §7); SWR must not add its own storm on top.
  shouldRetryOnError: false,
  revalidateOnFocus: false,
} as const;

function useData<T, P>(
  key: QueryKey<P> | null,
  fetch: (api: ApiClient, scope: CustomerScope, params: P) => Promise<ApiResult<T>>,
  keepPreviousData = false,
): Omit<PortalData<T>, 'isAvailable'> {
  const api = useApi();
  // Data on screen being refreshed behind it (a revalidation, another tab's change) is no work the user waits
  // for: it goes through the quiet client and never veils the page. A first load still shows the overlay.
  const shown = useRef(false);
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    async ([, scope, params]: QueryKey<P>) =>
      dataOrThrow(await fetch(shown.current ? api.quiet : api, scope as CustomerScope, params)),
    { ...swrOptions, keepPreviousData },
  );
  shown.current = data !== undefined && !isLoading;
  // Loading with nothing to show past the deadline: failed, until the answer comes. A retry starts it anew.
  const [attempt, setAttempt] = useState(0);
  const [isOverdue, setOverdue] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt restarts the deadline.
  useEffect(() => {
    setOverdue(false);
    if (!isLoading) return;
    const timer = setTimeout(() => setOverdue(true), dataDeadlineMs);
    return () => clearTimeout(timer);
  }, [isLoading, attempt]);
  const isLate = isOverdue && isLoading;
  const failure: ApiFailure | undefined =
    error instanceof ApiFailureError
      ? error.failure
      : error
        ? { kind: 'unreachable' }
        : isLate
          ? overdue
          : undefined;
  const retry = () => {
    setAttempt((count) => count + 1);
    void mutate();
  };
  return { data, failure, isLoading: isLoading && !isLate, isValidating, mutate, retry };
}

/** Data of the chosen customer (orders, search, basket, documents). */
export function useCustomerData<T, P>(options: PortalDataOptions<T, P>): PortalData<T> {
  const locale = useLocale();
  const { user, customerId, isStaffView, searchClient } = useSession();
  const allowed = canSeePage(user, options.page, isStaffView) && customerId !== undefined;
  const key =
    allowed && customerId !== undefined && options.params !== null
      ? queryKeys.customer(options.resource, customerScope(customerId, locale, searchClient), options.params)
      : null;
  return { ...useData(key, options.fetch, options.keepPreviousData), isAvailable: allowed };
}

/** Data that belongs to no customer (registrations, users, roles): gated by the page alone. */
export function useStaffData<T, P>(options: PortalDataOptions<T, P>): PortalData<T> {
  const locale = useLocale();
  const { user, isStaffView } = useSession();
  const allowed = canSeePage(user, options.page, isStaffView);
  const key =
    allowed && options.params !== null ? queryKeys.global(options.resource, locale, options.params) : null;
  const fetch = (api: ApiClient, _scope: CustomerScope, params: P) =>
    options.fetch(api, { customer: 0, locale }, params);
  return { ...useData(key, fetch, options.keepPreviousData), isAvailable: allowed };
}

function customerScope(customer: number, locale: Locale, client: CustomerScope['client']): CustomerScope {
  return client ? { customer, locale, client } : { customer, locale };
}
