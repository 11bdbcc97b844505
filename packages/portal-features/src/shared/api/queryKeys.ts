/**
 * The one key factory for SWR. A key names the resource first, then everything the answer depends on, so
 * a change of customer, client, locale or page is a new key and fetches anew; logout clears them all.
 */
import type { ClientId } from '@kundenportal/api-client';
import type { Locale } from '../i18n';

/** What data of the chosen customer depends on; `client` only for users holding both clients (spec §6). */
export interface CustomerScope {
  customer: number;
  locale: Locale;
  client?: ClientId;
}

export type Resource =
  | 'basket'
  | 'favorites'
  | 'search'
  | 'products'
  | 'orders'
  | 'order'
  | 'orderTopics'
  | 'documents'
  | 'registrations'
  | 'users'
  | 'user'
  | 'roles'
  | 'customer'
  | 'punchout';

export type QueryKey<P = unknown> = readonly [Resource, CustomerScope | { locale: Locale }, P];

export const queryKeys = {
  currentUser: ['auth', 'user'] as const,
  /** Data of the chosen customer. */
  customer: <P>(resource: Resource, scope: CustomerScope, params: P): QueryKey<P> => [
    resource,
    scope,
    params,
  ],
  /** Data that does not belong to a customer (staff lists, roles). */
  global: <P>(resource: Resource, locale: Locale, params: P): QueryKey<P> => [resource, { locale }, params],
  /** Matches every key of a resource, for `mutate(queryKeys.matching('basket'))` after a write. */
  matching:
    (...resources: Resource[]) =>
    (key: unknown): boolean =>
      Array.isArray(key) && resources.includes(key[0] as Resource),
};
