'use client';

import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, Label, type FieldTextProps } from '../private';
import { control, field } from '../private/field.css';
import { textArea } from './TextArea.css';

export interface TextAreaProps
  extends
    Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'pattern'>,
    FieldTextProps {
  /** The text area (React 19 passes `ref` as a prop), for a form library or a caller to focus. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Hint shown while the field is empty. Not a replacement for `label`. */
  placeholder?: string;
  /** Visible lines of text before the user drags it taller. @default 3 */
  rows?: number;
  /**
   * `'aria'` shows errors as soon as the value changes, which is what forms driven by
   * react-hook-form expect; `'native'` waits for form submission.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
}

/**
 * A multi-line text field (descriptions, prompts) with label, description and error message:
 * react-aria's `TextField` around a `TextArea`, resizable vertically.
 *
 * Accessibility: the same wiring as `TextField` (label, `aria-describedby` to description and
 * error, `aria-required`, `aria-invalid`). Enter adds a new line; Tab leaves the field.
 */
export function TextArea({
  ref,
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  validationBehavior = 'aria',
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} validationBehavior={validationBehavior} className={field}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <AriaTextArea ref={ref} placeholder={placeholder} rows={rows} className={`${control} ${textArea}`} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
