export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export type { DataTableLayout } from './layout';
export type { CellValue as DataTableCellValue } from './rowModel';
