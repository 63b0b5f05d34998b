'use client';

import { Checkbox, type CheckboxProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useToggleBinding, type BindingProps, type BoundProps } from './binding';

export interface FormCheckboxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends
    Omit<CheckboxProps, BoundProps | 'isSelected' | 'defaultSelected'>,
    BindingProps<TValues, TName, TOutput> {}

/** `Checkbox` bound to a react-hook-form field holding `true` or `false`. */
export function FormCheckbox<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormCheckboxProps<TValues, TName, TOutput>) {
  const { focusRef, toggleProps } = useToggleBinding({ name, control }, props.isDisabled, props);
  return <Checkbox ref={focusRef} {...props} {...toggleProps} />;
}
