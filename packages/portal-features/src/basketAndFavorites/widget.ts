/** The dashboard's door to this feature: the basket's and the favourites' widgets, without the feature's pages (the dashboard loads only these). */
export { basketWidget, favoritesWidget } from './ProductListWidget';
