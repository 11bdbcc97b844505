/** The order feature's door: /user/orders, /user/order/:id and the dashboard's order widget. */
export { OrderHistoryPage, OrderHistoryPage as Component } from './history/OrderHistoryPage';
