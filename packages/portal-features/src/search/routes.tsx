/**
 * The product search feature's door: /user/search, /search (public), /user/products (my products – the
 * search without a term, sharing its result list); the dashboard's search widget is in widget.ts.
 */

export { PublicSearchPage } from './PublicSearchPage';
export { MyProductsPage } from './products/MyProductsPage';
export { SearchPage, SearchPage as Component } from './SearchPage';
