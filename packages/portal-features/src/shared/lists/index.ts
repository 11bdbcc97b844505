export { ListPaginator } from './ListPaginator';
export { PagedTable, type PagedTableProps } from './PagedTable';
