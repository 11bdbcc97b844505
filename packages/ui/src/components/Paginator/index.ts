export { Paginator, type PaginatorLabels, type PaginatorProps } from './Paginator';
export { type PaginationItem, paginationRange } from './paginationRange';
