export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export type { CellValue, SortDirection } from './rowModel';
