/** The product search feature's door: /user/search, /search (public), /user/products and the dashboard widget. */
export { SearchPage, SearchPage as Component } from './SearchPage';
export { searchWidget } from './SearchWidget';
