export { type ProductListKind, productListKey, useProductList } from './useProductList';
