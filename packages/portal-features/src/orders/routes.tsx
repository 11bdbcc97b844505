/** The order feature's door: /user/orders, /user/order/:id and the dashboard's order widget. */
export { OrderHistoryPage, OrderHistoryPage as Component } from './history/OrderHistoryPage';
export { orderWidget } from './widget/OrderWidget';

/**
 * The order's page loads apart from the history: its position menus and request forms would otherwise weigh
 * on every visit of the list.
 */
export const loadOrderDetailPage = async () => (await import('./detail/OrderDetailPage')).OrderDetailPage;
