/**
 * The chosen company's whole order history, used by orders (reorder rhythm, due products) and by the
 * safety-data-sheet updates (last delivery per material): one SWR key, so both fetch it once and agree.
 */
import type { ApiClient, Order } from '@kundenportal/api-client';
import {
  type ApiResult,
  type CustomerScope,
  callApi,
  type PortalData,
  useCustomerData,
} from '../../shared/api';
import { apiLanguage } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { listOrdersAnswer } from '../api/generated/listOrders';

/** The API's largest page; the reorder rhythm needs the whole two-year history. */
const HISTORY_PAGE = 100;
/** A safety stop: two years of one company's orders are far fewer than this. */
const HISTORY_MAX_PAGES = 20;

/** Every order of the chosen customer (newest first), fetched page by page; any failing page fails it all. */
export async function fetchWholeHistory(api: ApiClient, scope: CustomerScope): Promise<ApiResult<Order[]>> {
  const orders: Order[] = [];
  for (let page = 1; page <= HISTORY_MAX_PAGES; page++) {
    const result = await callApi(
      () =>
        api.GET('/customer/orders', {
          params: {
            query: {
              page,
              limit: HISTORY_PAGE,
              language: apiLanguage(scope.locale),
              filter: { customer: scope.customer },
            },
          },
        }),
      listOrdersAnswer,
    );
    if (result.kind !== 'ok') return result;
    orders.push(...result.data.results);
    if (page >= result.data.pages) break;
  }
  return { kind: 'ok', data: orders, status: 200 };
}

/** The whole history of one chosen company (not in the staff view: deliveries and rhythms are per company). */
export function useWholeHistory(): PortalData<Order[]> {
  const { isStaffView } = useSession();
  return useCustomerData<Order[], { whole: true }>({
    resource: 'orders',
    page: 'orders',
    params: isStaffView ? null : { whole: true },
    fetch: fetchWholeHistory,
  });
}
