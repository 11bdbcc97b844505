/** The basket feature's door: /user/basket, /user/favorites and their dashboard widgets. */
export { BasketPage, BasketPage as Component, FavoritesPage } from './ProductListPage';
export { basketWidget, favoritesWidget } from './ProductListWidget';
