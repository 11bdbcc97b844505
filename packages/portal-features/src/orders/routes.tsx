/** The order feature's door: /user/orders and /user/order/:id (the dashboard's order widget: widget.ts). */
export { OrderHistoryPage, OrderHistoryPage as Component } from './history/OrderHistoryPage';

/**
 * The order's page loads apart from the history: its position menus and request forms would otherwise weigh
 * on every visit of the list.
 */
export const loadOrderDetailPage = async () => (await import('./detail/OrderDetailPage')).OrderDetailPage;
