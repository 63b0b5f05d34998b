'use client';

import { EyeIcon as Eye, EyeOffIcon as EyeOff } from '../Icon/icons';
import { useState, type Ref } from 'react';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { bareInput, control, field, fieldButton } from '../private/field.css';
import { passwordGroup, revealIcon } from './TextField.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  /** The text input (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLInputElement>;
  /** Hint shown while the field is empty. Not a replacement for `label`. */
  placeholder?: string;
  /**
   * `'aria'` shows errors as soon as the value changes (every keystroke), which is what forms
   * driven by react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A single-line text input with label, description and error message, on react-aria's
 * `TextField`.
 *
 * Accessibility: the label, description and error are linked to the input (`aria-labelledby`,
 * `aria-describedby`); `isRequired` sets `aria-required` and shows a marker that screen readers
 * skip; `isInvalid` sets `aria-invalid`. With `type="password"` a 'Show password' toggle button
 * reveals the text; it is a real button reachable with Tab and announces its pressed state.
 */
export function TextField({
  ref,
  label,
  description,
  errorMessage,
  placeholder,
  validationBehavior = 'aria',
  type = 'text',
  ...props
}: TextFieldProps) {
  const [isRevealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      {...props}
      type={isPassword && isRevealed ? 'text' : type}
      validationBehavior={validationBehavior}
      className={field}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      {isPassword ? (
        <Group className={`${control} ${passwordGroup}`} isDisabled={props.isDisabled}>
          <Input ref={ref} placeholder={placeholder} className={bareInput} />
          <ToggleButton
            aria-label="Show password"
            isSelected={isRevealed}
            onChange={setRevealed}
            isDisabled={props.isDisabled}
            className={fieldButton}
          >
            {isRevealed ? (
              <EyeOff aria-hidden className={revealIcon} />
            ) : (
              <Eye aria-hidden className={revealIcon} />
            )}
          </ToggleButton>
        </Group>
      ) : (
        <Input ref={ref} placeholder={placeholder} className={control} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
