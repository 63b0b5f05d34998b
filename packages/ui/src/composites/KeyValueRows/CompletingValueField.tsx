import { useLayoutEffect, useRef, useState } from 'react';
import { ComboBox as AriaComboBox, Input } from 'react-aria-components';
import { ListBox, renderListOption } from '../../components/ListBox';
import { Popover } from '../../components/Popover';
import { control, field } from '../../components/private/field.css';
import {
  insertCompletion,
  matchingCompletions,
  openBracesAt,
  type KeyValueCompletion,
} from './valueCompletion';

interface CompletingValueFieldProps {
  'aria-label': string;
  value: string;
  onChange: (value: string) => void;
  completions: readonly KeyValueCompletion[];
  isReadOnly: boolean;
  isDisabled: boolean;
}

/**
 * A row's value field that offers names after `{{`: a combobox on react-aria's `ComboBox` whose
 * typed text is the value itself (a custom value, never reset to an option) and whose options
 * are the names matching what follows the `{{` before the caret. Picking one inserts `{{name}}`.
 */
export function CompletingValueField({
  value,
  onChange,
  completions,
  ...props
}: CompletingValueFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret was after the last typed change: the list follows typing, not caret moves.
  const [caret, setCaret] = useState<number>();
  const caretAfterInsert = useRef<number>(undefined);
  const open = caret === undefined ? undefined : openBracesAt(value, caret);
  const options = open
    ? matchingCompletions(completions, open.query).map(({ name, description }) => ({
        id: name,
        label: name,
        description,
      }))
    : [];

  const hasOptions = options.length > 0;

  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    caretAfterInsert.current = undefined;
    if (at !== undefined) inputRef.current?.setSelectionRange(at, at);
  });

  return (
    <AriaComboBox
      {...props}
      // No items at all outside `{{`, so ArrowDown in plain text opens nothing. react-aria builds
      // the list a render after its items change: allowing an empty list while there are options
      // lets the `{{` keystroke itself open it.
      items={hasOptions ? options : undefined}
      allowsEmptyCollection={hasOptions}
      inputValue={value}
      onInputChange={(text) => {
        setCaret(inputRef.current?.selectionStart ?? text.length);
        onChange(text);
      }}
      // Nothing stays selected: a pick only inserts its name into the text.
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key === null || !open || caret === undefined) return;
        const inserted = insertCompletion(value, open, caret, String(key));
        caretAfterInsert.current = inserted.caret;
        setCaret(undefined);
        onChange(inserted.text);
      }}
      allowsCustomValue
      className={field}
    >
      <Input ref={inputRef} className={control} />
      <Popover placement="bottom start">
        <ListBox>{renderListOption}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
