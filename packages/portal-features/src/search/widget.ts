/** The dashboard's door to this feature: the search widget, without the feature's pages (the dashboard loads only these). */
export { searchWidget } from './SearchWidget';
