'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { PlusIcon, TrashIcon } from '../../components/Icon';
import { Select, type SelectOption } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { CompletingValueField } from './CompletingValueField';
import {
  addRow as addRowClass,
  columnHeader,
  emptyText as emptyTextClass,
  groupLabel,
  keyValueRows,
  row as rowClass,
} from './KeyValueRows.css';
import {
  addRow,
  allowedDataTypes,
  canAddRow,
  removeRow,
  updateRow,
  type KeyValueDataType,
  type KeyValueRow,
} from './keyValueModel';
import type { KeyValueCompletion } from './valueCompletion';

export interface KeyValueRowsProps {
  /** Visible name of the group, such as 'Headers' or 'Payload fields'. */
  label: string;
  /** The rows, controlled. Each needs a stable `id`: `createRow` makes one. */
  value?: readonly KeyValueRow[];
  /** The rows to start with, uncontrolled. @default [] */
  defaultValue?: readonly KeyValueRow[];
  /** Called with every change: a typed character, a type picked, a row added or removed. */
  onChange?: (rows: KeyValueRow[]) => void;
  /**
   * Offers list and dict besides string, int, float and bool. Turn off for query parameters
   * and response fields (spec 001 section 3). @default true
   */
  allowCollections?: boolean;
  /** Header and accessible-name part of the name column. @default 'Name' */
  nameLabel?: string;
  /** @default 'Data type' */
  dataTypeLabel?: string;
  /** @default 'Value' */
  valueLabel?: string;
  /** Text of the add button. @default 'Add' */
  addLabel?: string;
  /** Shown when there are no rows, such as 'No headers added'. */
  emptyText?: string;
  /** Shows the rows without letting them change: no add or remove buttons. @default false */
  isReadOnly?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /**
   * Names a value may hold in double curly braces (`{{input.message}}`). Given, typing `{{` in a
   * value lists them, narrowed as the name is typed; picking one inserts `{{name}}`.
   */
  completions?: readonly KeyValueCompletion[];
}

/**
 * Editable rows of name, data type and value, as API tool headers, payload fields and promoted
 * variables use them. The Add button is disabled while any row is half filled (a name without
 * a value or a value without a name, spec 001 section 5); each row has a remove button.
 *
 * Accessibility: the rows sit in a group named by `label`. The column headers are visual only;
 * every control carries its own name with the row number ('Row 2 name', 'Row 2 data type',
 * 'Row 2 value') and each remove button is named 'Remove row 2'. A new row's name field takes
 * focus; after a removal focus moves to the Add button, so it is never lost. With `completions`,
 * each value field is a combobox: typing `{{` opens the list of names (only then: the field is
 * free text), ArrowDown and ArrowUp move through it while focus stays in the field, Enter or a
 * click inserts the name, Escape closes the list and keeps the text.
 */
export function KeyValueRows({
  label,
  value,
  defaultValue = [],
  onChange,
  allowCollections = true,
  nameLabel = 'Name',
  dataTypeLabel = 'Data type',
  valueLabel = 'Value',
  addLabel = 'Add',
  emptyText,
  isReadOnly = false,
  isDisabled = false,
  completions,
}: KeyValueRowsProps) {
  const [uncontrolledRows, setUncontrolledRows] = useState<readonly KeyValueRow[]>(defaultValue);
  const rows = value ?? uncontrolledRows;
  const labelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the rows re-render: the first of these selectors that matches.
  const focusAfterRender = useRef<string[]>([]);

  useEffect(() => {
    const selectors = focusAfterRender.current;
    focusAfterRender.current = [];
    for (const selector of selectors) {
      const target = containerRef.current?.querySelector<HTMLElement>(selector);
      if (target) return target.focus();
    }
  });

  const commit = (next: KeyValueRow[]) => {
    if (value === undefined) setUncontrolledRows(next);
    onChange?.(next);
  };

  const typeOptions: SelectOption[] = allowedDataTypes(allowCollections).map((type) => ({
    id: type,
    label: type,
  }));
  const isLocked = isReadOnly || isDisabled;

  return (
    <div ref={containerRef} role="group" aria-labelledby={labelId} className={keyValueRows}>
      <span id={labelId} className={groupLabel}>
        {label}
      </span>
      {rows.length > 0 ? (
        <div aria-hidden className={rowClass}>
          <span className={columnHeader}>{nameLabel}</span>
          <span className={columnHeader}>{dataTypeLabel}</span>
          <span className={columnHeader}>{valueLabel}</span>
        </div>
      ) : (
        emptyText && <p className={emptyTextClass}>{emptyText}</p>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const change = (patch: Partial<Omit<KeyValueRow, 'id'>>) =>
          commit(updateRow(rows, row.id, patch));
        const valueProps = {
          'aria-label': `Row ${number} ${valueLabel.toLowerCase()}`,
          value: row.value,
          onChange: (text: string) => change({ value: text }),
          isReadOnly,
          isDisabled,
        };
        return (
          <div key={row.id} className={rowClass} data-row-id={row.id}>
            <TextField
              aria-label={`Row ${number} ${nameLabel.toLowerCase()}`}
              value={row.name}
              onChange={(name) => change({ name })}
              isReadOnly={isReadOnly}
              isDisabled={isDisabled}
            />
            <Select
              aria-label={`Row ${number} ${dataTypeLabel.toLowerCase()}`}
              items={typeOptions}
              value={row.dataType}
              onChange={(dataType) => {
                if (dataType !== null) change({ dataType: dataType as KeyValueDataType });
              }}
              isReadOnly={isReadOnly}
              isDisabled={isDisabled}
            />
            {completions ? (
              <CompletingValueField {...valueProps} completions={completions} />
            ) : (
              <TextField {...valueProps} />
            )}
            {!isLocked && (
              <IconButton
                aria-label={`Remove row ${number}`}
                icon={TrashIcon}
                onPress={() => {
                  focusAfterRender.current = ['[data-add-row]:not([disabled])', 'input'];
                  commit(removeRow(rows, row.id));
                }}
              />
            )}
          </div>
        );
      })}
      {!isLocked && (
        <div className={addRowClass}>
          <Button
            variant="secondary"
            size="sm"
            icon={PlusIcon}
            isDisabled={!canAddRow(rows)}
            data-add-row
            onPress={() => {
              const next = addRow(rows);
              const added = next[next.length - 1];
              if (added) focusAfterRender.current = [`[data-row-id="${added.id}"] input`];
              commit(next);
            }}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
