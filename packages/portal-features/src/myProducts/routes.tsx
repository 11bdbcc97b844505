/** The my products feature's door: /user/products, the chosen company's products of two years. */
export { MyProductsPage, MyProductsPage as Component } from './MyProductsPage';
