'use client';

import { RadioGroup, type RadioGroupProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBinding, type BindingProps, type BoundProps } from './binding';

export interface FormRadioGroupProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends Omit<RadioGroupProps, BoundProps>, BindingProps<TValues, TName, TOutput> {}

/**
 * `RadioGroup` bound to a react-hook-form field holding the chosen `Radio`'s value (`null`
 * while none is chosen). Put the `Radio` options inside, as with `RadioGroup`.
 */
export function FormRadioGroup<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormRadioGroupProps<TValues, TName, TOutput>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  const value: unknown = field.value;
  return (
    <RadioGroup
      ref={focusRef}
      {...props}
      {...validation}
      isDisabled={props.isDisabled || field.disabled}
      value={typeof value === 'string' && value !== '' ? value : null}
      onChange={(chosen) => field.onChange(chosen)}
      onBlur={field.onBlur}
    />
  );
}
