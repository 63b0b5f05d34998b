/** Data types every key-value row accepts (spec 001 section 3). */
export const scalarDataTypes = ['string', 'int', 'float', 'bool'] as const;
/** Extra data types allowed except for query parameters and response fields. */
export const collectionDataTypes = ['list', 'dict'] as const;

export type KeyValueDataType =
  (typeof scalarDataTypes)[number] | (typeof collectionDataTypes)[number];

export interface KeyValueRow {
  /** Stable key of the row while it is edited; not part of what is saved. */
  id: string;
  name: string;
  /** @default 'string' */
  dataType: KeyValueDataType;
  value: string;
}

/** The data types a row may take: list and dict only where collections are allowed. */
export function allowedDataTypes(allowCollections: boolean): readonly KeyValueDataType[] {
  return allowCollections ? [...scalarDataTypes, ...collectionDataTypes] : scalarDataTypes;
}

const isFilled = (text: string) => text.trim() !== '';

/** A row with a name but no value, or a value but no name. */
export function isHalfFilled(row: Pick<KeyValueRow, 'name' | 'value'>): boolean {
  return isFilled(row.name) !== isFilled(row.value);
}

/** Spec 001 section 5: 'the Add button is disabled while any row is half filled'. */
export function canAddRow(rows: readonly KeyValueRow[]): boolean {
  return !rows.some(isHalfFilled);
}

/** A new empty row of type string, with an id no other row has. */
export function createRow(rows: readonly KeyValueRow[]): KeyValueRow {
  const taken = new Set(rows.map((row) => row.id));
  let index = rows.length + 1;
  while (taken.has(`row-${index}`)) index += 1;
  return { id: `row-${index}`, name: '', dataType: 'string', value: '' };
}

export function addRow(rows: readonly KeyValueRow[]): KeyValueRow[] {
  return canAddRow(rows) ? [...rows, createRow(rows)] : [...rows];
}

export function removeRow(rows: readonly KeyValueRow[], id: string): KeyValueRow[] {
  return rows.filter((row) => row.id !== id);
}

export function updateRow(
  rows: readonly KeyValueRow[],
  id: string,
  patch: Partial<Omit<KeyValueRow, 'id'>>,
): KeyValueRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

/**
 * Rows as they are saved: rows with an empty name or value are dropped (spec 001 section 4),
 * and a type no longer allowed falls back to string.
 */
export function completeRows(
  rows: readonly KeyValueRow[],
  allowCollections: boolean,
): KeyValueRow[] {
  const allowed = allowedDataTypes(allowCollections);
  return rows
    .filter((row) => isFilled(row.name) && isFilled(row.value))
    .map((row) => (allowed.includes(row.dataType) ? row : { ...row, dataType: 'string' }));
}
