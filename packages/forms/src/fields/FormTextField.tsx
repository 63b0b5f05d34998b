'use client';

import { TextField, type TextFieldProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTextBinding, type BindingProps, type BoundProps } from './binding';

export interface FormTextFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends Omit<TextFieldProps, BoundProps>, BindingProps<TValues, TName, TOutput> {
  /**
   * Cleans each keystroke before it is stored and shown, such as `sanitizeTemperatureInput`
   * (digits and one dot, 0 to 1, one decimal).
   */
  sanitize?: (typed: string) => string;
  /** Rewrites the value when the field loses focus, such as `normalizeVariableName` (lowercase). */
  normalizeOnBlur?: (value: string) => string;
}

/**
 * `TextField` bound to a react-hook-form field: the value, changes and blur go to the form, and
 * the rule's message shows under the field while it fails, validated on every change.
 */
export function FormTextField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({
  name,
  control,
  sanitize,
  normalizeOnBlur,
  ...props
}: FormTextFieldProps<TValues, TName, TOutput>) {
  const { field, focusRef, inputProps } = useTextBinding({ name, control }, props.isDisabled, props);
  return (
    <TextField
      ref={focusRef}
      {...props}
      {...inputProps}
      onChange={(typed) => field.onChange(sanitize ? sanitize(typed) : typed)}
      onBlur={() => {
        if (normalizeOnBlur) {
          const normalized = normalizeOnBlur(inputProps.value);
          if (normalized !== inputProps.value) field.onChange(normalized);
        }
        field.onBlur();
      }}
    />
  );
}
