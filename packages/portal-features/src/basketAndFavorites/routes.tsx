/** The basket and favourites feature's door: /user/basket and /user/favorites (their dashboard widgets: widget.ts). */
export { BasketPage, BasketPage as Component, FavoritesPage } from './ProductListPage';
