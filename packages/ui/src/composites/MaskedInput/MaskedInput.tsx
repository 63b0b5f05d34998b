'use client';

import { EyeIcon as Eye, EyeOffIcon as EyeOff } from '../../components/Icon/icons';
import { useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, Label, fieldStyles, type FieldTextProps } from '../../components/private';
import { passwordGroup, revealIcon } from '../../components/TextField/TextField.css';
import { applyMaskedEdit, maskValue } from './mask';

export interface MaskedInputProps
  extends
    Omit<
      AriaTextFieldProps,
      | 'className'
      | 'style'
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'validate'
      | 'type'
      | 'name'
    >,
    Omit<FieldTextProps, 'errorMessage'> {
  /** The text input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  /** The real (unmasked) value, controlled. */
  value?: string;
  /** The real value to start with, uncontrolled. */
  defaultValue?: string;
  /** Called with the real value after every edit, whether the value is shown or hidden. */
  onChange?: (value: string) => void;
  /** Checks the real value on every change; return the message to show, or nothing when valid. */
  validate?: (value: string) => string | null | undefined;
  /** A fixed message shown while `isInvalid`; a failing `validate` shows its own message. */
  errorMessage?: string;
  /** Name under which a form posts the real value (a hidden input carries it). */
  name?: string;
  /** Hint shown while the field is empty. */
  placeholder?: string;
  /** Starts with the value shown in full. @default false */
  defaultRevealed?: boolean;
  /** Accessible name of the show/hide toggle. @default 'Show value' */
  revealLabel?: string;
}

/**
 * A text field for secrets such as a vault value: while hidden it shows only the last four
 * characters (spec 001 section 5) and a toggle shows the whole value. Typing, deleting and
 * pasting work in both states; the real value is what `onChange` and forms receive.
 *
 * Accessibility: the show/hide toggle is a real button reachable with Tab, named by
 * `revealLabel` ('Show value') and announcing its state with `aria-pressed`; its name does not
 * change with the state, as the ARIA toggle button pattern asks. While hidden, screen readers
 * read the bullets and the last four characters, like sighted users see them. Spell checking
 * and autocomplete are off so the secret is not sent to a dictionary or stored by the browser.
 */
export function MaskedInput({
  ref,
  value: controlledValue,
  defaultValue = '',
  onChange,
  validate,
  errorMessage,
  isInvalid,
  name,
  placeholder,
  label,
  description,
  defaultRevealed = false,
  revealLabel = 'Show value',
  ...props
}: MaskedInputProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // The caret after an edit of the masked text: re-rendering a new mask would move it to the end.
  const pendingCaret = useRef<number | null>(null);
  const shown = isRevealed ? value : maskValue(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const commit = (next: string) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const handleChange = (text: string) => {
    if (isRevealed) return commit(text);
    const caret = inputRef.current?.selectionEnd ?? text.length;
    pendingCaret.current = caret;
    commit(applyMaskedEdit(value, shown, text, caret));
  };

  const validationError = validate?.(value) ?? undefined;
  return (
    <AriaTextField
      {...props}
      value={shown}
      onChange={handleChange}
      isInvalid={isInvalid || validationError !== undefined}
      validationBehavior="aria"
      autoComplete="off"
      spellCheck="false"
      className={fieldStyles.field}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={`${fieldStyles.control} ${passwordGroup}`} isDisabled={props.isDisabled}>
        <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.bareInput} />
        <ToggleButton
          aria-label={revealLabel}
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={props.isDisabled}
          className={fieldStyles.fieldButton}
        >
          {isRevealed ? (
            <EyeOff aria-hidden className={revealIcon} />
          ) : (
            <Eye aria-hidden className={revealIcon} />
          )}
        </ToggleButton>
      </Group>
      <FieldHelp description={description} errorMessage={validationError ?? errorMessage} />
      {name !== undefined && <input type="hidden" name={name} value={value} />}
    </AriaTextField>
  );
}
