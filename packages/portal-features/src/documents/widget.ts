/** The dashboard's door to this feature: the documents widget, without the feature's pages (the dashboard loads only these). */
export { documentWidget } from './DocumentWidget';
