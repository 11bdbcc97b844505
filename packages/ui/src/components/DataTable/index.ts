export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
