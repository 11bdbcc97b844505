/**
 * The product search feature's door: /user/search and /search (public); the dashboard's search widget is in
 * widget.ts. Its form, result list and cards are domain/productSearch's, which my products shares.
 */

export { PublicSearchPage } from './PublicSearchPage';
export { SearchPage, SearchPage as Component } from './SearchPage';
