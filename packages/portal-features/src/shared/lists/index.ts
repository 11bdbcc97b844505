export { ListPaginator } from './ListPaginator';
