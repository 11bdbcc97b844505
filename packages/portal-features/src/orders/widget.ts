/** The dashboard's door to this feature: the order widget, without the feature's pages (the dashboard loads only these). */
export { orderWidget } from './widget/OrderWidget';
