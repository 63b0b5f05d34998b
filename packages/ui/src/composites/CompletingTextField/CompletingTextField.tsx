'use client';

import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { ComboBox as AriaComboBox, Input } from 'react-aria-components';
import { ListBox, renderListOption, type ListOption } from '../../components/ListBox';
import { Popover } from '../../components/Popover';
import { FieldHelp, Label, type FieldTextProps } from '../../components/private';
import { control, field } from '../../components/private/field.css';

/** A completion offered at the caret: how it is listed, and the text and caret once picked. */
export interface TextCompletion extends ListOption {
  apply: () => { text: string; caret: number };
}

export interface CompletingTextFieldProps extends FieldTextProps {
  /** The text input (React 19 passes `ref` as a prop), for a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** What to offer for the text with the caret where the last typed change left it. */
  completionsAt: (text: string, caret: number) => readonly TextCompletion[];
  placeholder?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  'aria-label'?: string;
}

/**
 * A single-line text field that offers completions for the part being typed, such as a query's
 * field names and values: a combobox on react-aria's `ComboBox` whose typed text is the value
 * itself (never reset to an option), and whose options come from `completionsAt` at the caret.
 * Picking one replaces what it completes and puts the caret after it.
 *
 * Accessibility: the input has `role="combobox"`; typing opens the list when there is something
 * to offer, ArrowDown and ArrowUp move through it, Enter picks, Escape closes it and keeps the
 * text. With the list closed, Enter submits the surrounding form.
 */
export function CompletingTextField({
  ref,
  label,
  description,
  errorMessage,
  value,
  onChange,
  completionsAt,
  placeholder,
  isInvalid,
  ...props
}: CompletingTextFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Where the caret was after the last typed change: the list follows typing, not caret moves.
  const [caret, setCaret] = useState<number>();
  const caretAfterPick = useRef<number>(undefined);
  const options = caret === undefined ? [] : completionsAt(value, caret);
  const hasOptions = options.length > 0;

  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    caretAfterPick.current = undefined;
    if (at !== undefined) inputRef.current?.setSelectionRange(at, at);
  });

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <AriaComboBox
      {...props}
      // No items outside a completable part, so ArrowDown in plain text opens nothing; allowing
      // an empty list while there are options lets the keystroke that made them open it.
      items={hasOptions ? options : undefined}
      allowsEmptyCollection={hasOptions}
      inputValue={value}
      onInputChange={(text) => {
        setCaret(inputRef.current?.selectionStart ?? text.length);
        onChange(text);
      }}
      // Nothing stays selected: a pick only rewrites the text.
      selectedKey={null}
      onSelectionChange={(key) => {
        const picked = options.find((option) => option.id === key);
        if (!picked) return;
        const next = picked.apply();
        caretAfterPick.current = next.caret;
        // The list offers what fits the new text as soon as it is typed further.
        setCaret(next.caret);
        onChange(next.text);
      }}
      allowsCustomValue
      isInvalid={isInvalid}
      menuTrigger="input"
      className={field}
    >
      {label != null && <Label>{label}</Label>}
      <Input ref={setRefs} placeholder={placeholder} className={control} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start">
        <ListBox>{renderListOption}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
