export { KeyValueRows, type KeyValueRowsProps } from './KeyValueRows';
export {
  addRow,
  allowedDataTypes,
  canAddRow,
  collectionDataTypes,
  completeRows,
  createRow,
  isHalfFilled,
  removeRow,
  scalarDataTypes,
  updateRow,
  type KeyValueDataType,
  type KeyValueRow,
} from './keyValueModel';
export type { KeyValueCompletion } from './valueCompletion';
