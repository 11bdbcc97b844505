import { useCallback, useMemo } from 'react';
import { callApi, type PortalData, useCustomerData } from '../../shared/api';
import { apiLanguage } from '../../shared/i18n';
import { useUserPreference } from '../../shared/preferences';
import { useSession } from '../../shared/session';
import { listDocumentsAnswer } from '../api/generated/listDocuments';
import { useWholeHistory } from '../orderHistory';
import {
  lastDeliveries,
  type PortalFile,
  productNames,
  type SdsUpdate,
  sdsUpdates,
  twelveMonthsBefore,
  unseenCount,
} from './sdsUpdates';

/** My documents shows safety data sheets and flyers (spec §1); order documents live with their orders. */
export const sheetTypes = ['sdb', 'flyer'] as const satisfies readonly PortalFile['type'][];

/** Every SDS and flyer of the chosen customer, newest first. Staff must choose a company first. */
export function useMyDocuments(): PortalData<PortalFile[]> {
  const { isStaffView } = useSession();
  return useCustomerData<PortalFile[], { types: typeof sheetTypes }>({
    resource: 'documents',
    page: 'documents',
    params: isStaffView ? null : { types: sheetTypes },
    fetch: (api, scope, params) =>
      callApi(
        () =>
          api.GET('/documents', {
            params: {
              query: {
                customer: scope.customer,
                language: apiLanguage(scope.locale),
                type: [...params.types],
              },
            },
          }),
        listDocumentsAnswer,
      ),
  });
}

const parseIds = (raw: unknown): number[] | undefined =>
  Array.isArray(raw) && raw.every((id) => Number.isInteger(id)) ? (raw as number[]) : undefined;
const noIds: number[] = [];

export interface SdsUpdatesState {
  /** False without the orders scope or without a chosen customer: there is nothing to compare. */
  isAvailable: boolean;
  isLoading: boolean;
  failed: boolean;
  updates: SdsUpdate[];
  seen: ReadonlySet<number>;
  unseen: number;
  markSeen(ids: readonly number[]): void;
  retry(): void;
}

/** SDS updates since the last delivery, with the user's seen marks (kept per user across reloads). */
export function useSdsUpdates(now: Date = new Date()): SdsUpdatesState {
  const { user } = useSession();
  const documents = useMyDocuments();
  const orders = useWholeHistory();
  const [seenIds, setSeenIds] = useUserPreference('documents.sdsSeen', user?.id, parseIds, noIds);
  const since = twelveMonthsBefore(now);
  const updates = useMemo(
    () =>
      documents.data && orders.data ? sdsUpdates(documents.data, lastDeliveries(orders.data, since)) : [],
    [documents.data, orders.data, since],
  );
  const seen = useMemo(() => new Set(seenIds), [seenIds]);
  const markSeen = useCallback(
    (ids: readonly number[]) => setSeenIds((previous) => [...new Set([...previous, ...ids])]),
    [setSeenIds],
  );
  return {
    isAvailable: documents.isAvailable && orders.isAvailable,
    isLoading: documents.isLoading || orders.isLoading,
    failed: Boolean(documents.failure || orders.failure),
    updates,
    seen,
    unseen: unseenCount(updates, seen),
    markSeen,
    retry: () => {
      documents.retry();
      orders.retry();
    },
  };
}

/** Product names by material number for the chosen customer, as far as the orders tell. */
export function useProductNames(): ReadonlyMap<string, string> {
  const orders = useWholeHistory();
  return useMemo(() => productNames(orders.data ?? []), [orders.data]);
}
