export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export type { CellValue as DataTableCellValue } from './rowModel';
