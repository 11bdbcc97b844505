export { ListPaginator } from './ListPaginator';
export { PagedTable, type PagedTableProps } from './PagedTable';
export { useAnswerItems } from './useAnswerItems';
