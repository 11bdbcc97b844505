/** The order feature's reads, keyed per customer through the shared data hooks. */
import type { Order } from '@kundenportal/api-client';
import { useMemo } from 'react';
import { useCustomerData, usePagedList } from '../../shared/api';
import { useOffers } from '../../shared/services';
import { fetchOrder, fetchOrderPage, fetchOrderTopics } from './orderApi';
import type { OrderSearch } from './orderFilter';

/** One page of the history of the chosen customer (all customers in the staff view), page from the URL. */
export function useOrderHistory(search: OrderSearch) {
  return usePagedList<Order, OrderSearch>({
    resource: 'orders',
    page: 'orders',
    params: search,
    fetch: fetchOrderPage,
  });
}

/** The last orders, for the dashboard (the first page is newest first). */
export function useLatestOrders() {
  const params = useMemo(
    () => ({ order: '', customerOrder: '', material: '', from: '', to: '', page: 1 }),
    [],
  );
  return useCustomerData({ resource: 'orders', page: 'orders', params, fetch: fetchOrderPage });
}

/** Order numbers are ten digits (openapi `OrderId`); anything else is not an order and is never asked for. */
export const isOrderNumber = (id: string | undefined): id is string =>
  id !== undefined && /^\d{10}$/.test(id);

/**
 * One order by its number. The server decides whether the user may see it, so a bookmarked order of any of
 * the user's companies opens whichever company is chosen; a foreign or unknown number answers 404.
 */
export function useOrder(id: string | undefined) {
  return useCustomerData({
    resource: 'order',
    page: 'order',
    params: isOrderNumber(id) ? { id } : null,
    fetch: fetchOrder,
  });
}

/** The requestable document kinds – none asked for when the backend does not offer them (`listOrderTopics`). */
export function useOrderTopics() {
  const offered = useOffers('listOrderTopics');
  return useCustomerData({
    resource: 'orderTopics',
    page: 'order',
    params: offered ? {} : null,
    fetch: fetchOrderTopics,
  });
}
