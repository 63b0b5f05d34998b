'use client';

import type { KeyValueRow as RuleRow } from '@agentdeck/api-client/rules';
import { useFormStatus } from '../form/FormStatus';
import { KeyValueRows, type KeyValueRow, type KeyValueRowsProps } from '@agentdeck/ui';
import { useState } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';

/** Row ids unique across the page, for rows the form holds without one (a record's, a reset's). */
let nextRowKey = 0;

/** The rows with ids: each keeps the id of the row it replaces, new ones get a fresh one. */
const keyRows = (rows: readonly RuleRow[], previous: readonly KeyValueRow[]): KeyValueRow[] =>
  rows.map((row, index) => ({ ...row, id: previous[index]?.id ?? `row-${(nextRowKey += 1)}` }));

export interface FormKeyValueRowsProps<V extends FieldValues>
  extends Omit<KeyValueRowsProps, 'value' | 'defaultValue' | 'onChange' | 'isReadOnly'> {
  name: FieldPath<V>;
}

/**
 * The ui `KeyValueRows` bound to a form field holding rows of name, data type and value (the
 * contract's shape, without the ids rows need while edited: those are kept beside the field and
 * follow it when the form changes it). Locked while the record is read-only or saving.
 */
export function FormKeyValueRows<V extends FieldValues>({ name, ...props }: FormKeyValueRowsProps<V>) {
  const { field } = useController<V>({ name });
  const { isReadOnly, isSaving } = useFormStatus();
  const value = field.value as RuleRow[] | undefined;
  const [keyed, setKeyed] = useState(() => ({ source: value, rows: keyRows(value ?? [], []) }));
  let rows = keyed.rows;
  if (keyed.source !== value) {
    // The form changed the field itself (a reset, a conversion): adopt its rows.
    rows = keyRows(value ?? [], keyed.rows);
    setKeyed({ source: value, rows });
  }
  return (
    <KeyValueRows
      {...props}
      value={rows}
      isReadOnly={isReadOnly || isSaving}
      onChange={(next) => {
        const plain = next.map(({ id: _id, ...row }) => row);
        setKeyed({ source: plain, rows: next });
        field.onChange(plain);
      }}
    />
  );
}
