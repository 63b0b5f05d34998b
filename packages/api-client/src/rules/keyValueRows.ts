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
