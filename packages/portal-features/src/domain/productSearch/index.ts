export { productSearchMessages } from './messages';
export { priceNote } from './PriceNote';
export { ProductCard, type ProductCardProps } from './ProductCard';
export { ProductResults, type ProductResultsProps } from './ProductResults';
/** The result list's layout, for a page that lists products without ProductResults (the public search). */
export * as productSearchStyles from './productSearch.css';
export { SearchForm, type SearchFormProps } from './SearchForm';
export { type SearchParams, searchProducts, searchPublicProducts } from './searchProducts';
export { isSearchable, normaliseTerm } from './searchTerm';
export { useProductActions } from './useProductActions';
