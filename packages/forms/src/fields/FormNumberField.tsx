'use client';

import { NumberField, type NumberFieldProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBinding, type BindingProps, type BoundProps } from './binding';

export interface FormNumberFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends Omit<NumberFieldProps, BoundProps>, BindingProps<TValues, TName, TOutput> {}

/**
 * `NumberField` bound to a react-hook-form field (port, top K, token limit, thresholds). An empty
 * field is stored as `null`, which the rules report with the field's required message (a
 * port's asks for one). The value is committed on blur or Enter, as react-aria's NumberField
 * does, and validated then. Leave `minValue` and `maxValue` unset where the spec has a message
 * for the range, since they would clamp the value before the rule could explain it.
 */
export function FormNumberField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormNumberFieldProps<TValues, TName, TOutput>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  const value: unknown = field.value;
  return (
    <NumberField
      ref={focusRef}
      {...props}
      {...validation}
      isDisabled={props.isDisabled || field.disabled}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(number) => field.onChange(Number.isNaN(number) ? null : number)}
      onBlur={field.onBlur}
    />
  );
}
