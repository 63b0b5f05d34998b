import { z } from 'zod';

/**
 * Key-value rows: headers, payload fields, promoted variables, feedback attributes
 * (000 section 5.6, 001 sections 3 and 5). A row holds name, dataType and value; list and dict
 * are offered except for query parameters and response fields. The Add button is disabled while
 * any row is half filled, and rows with an empty name or value are dropped on save, so the rows
 * themselves never block a form.
 */

export const SCALAR_DATA_TYPES = ['string', 'int', 'float', 'bool'] as const;
export const ROW_DATA_TYPES = [...SCALAR_DATA_TYPES, 'list', 'dict'] as const;
export type RowDataType = (typeof ROW_DATA_TYPES)[number];

export interface KeyValueRow {
  name: string;
  dataType: RowDataType;
  value: string;
}

function isFilled(text: string | undefined): boolean {
  return (text ?? '').trim() !== '';
}

/** A row with a name but no value, or a value but no name. */
export function isHalfFilled(row: Pick<KeyValueRow, 'name' | 'value'>): boolean {
  return isFilled(row.name) !== isFilled(row.value);
}

/** Whether another row may be added: no row is half filled. */
export function canAddRow(rows: ReadonlyArray<Pick<KeyValueRow, 'name' | 'value'>>): boolean {
  return !rows.some(isHalfFilled);
}

/** The rows that are saved: those with both a name and a value. */
export function completeRows<T extends Pick<KeyValueRow, 'name' | 'value'>>(
  rows: readonly T[],
): T[] {
  return rows.filter((row) => isFilled(row.name) && isFilled(row.value));
}

/**
 * A row's value as its data type says: a number for int and float, true or false for bool, the
 * parsed JSON for list and dict; text that does not read as its type stays text.
 */
export function typedRowValue(text: string, dataType: string): unknown {
  if (dataType === 'int' || dataType === 'float') return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : text;
  if (dataType === 'bool') return text === 'true' || text === 'True';
  if (dataType === 'list' || dataType === 'dict') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The complete rows as one object of typed values, keyed by their trimmed names. */
export function rowsToValues(rows: ReadonlyArray<Pick<KeyValueRow, 'name' | 'value' | 'dataType'>>): Record<string, unknown> {
  return Object.fromEntries(completeRows(rows).map((row) => [row.name.trim(), typedRowValue(row.value, row.dataType)]));
}

/** One row; `withCollections` offers list and dict besides the scalar types. */
export function keyValueRowRule({ withCollections }: { withCollections: boolean }) {
  return z.strictObject({
    name: z.string(),
    dataType: z.enum(withCollections ? ROW_DATA_TYPES : SCALAR_DATA_TYPES),
    value: z.string(),
  });
}

/** The rows of a form or a body. */
export function keyValueRowsRule(options: { withCollections: boolean }) {
  return z.array(keyValueRowRule(options));
}
