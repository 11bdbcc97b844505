/** The order feature's door: /user/orders, /user/order/:id and the dashboard's order widget. */
export { OrderDetailPage } from './detail/OrderDetailPage';
export { OrderHistoryPage, OrderHistoryPage as Component } from './history/OrderHistoryPage';
export { orderWidget } from './widget/OrderWidget';
