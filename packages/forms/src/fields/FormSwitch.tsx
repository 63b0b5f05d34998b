'use client';

import { Switch, type SwitchProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useToggleBinding, type BindingProps, type BoundProps } from './binding';

export interface FormSwitchProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends
    Omit<SwitchProps, BoundProps | 'isSelected' | 'defaultSelected'>,
    BindingProps<TValues, TName, TOutput> {}

/**
 * `Switch` bound to a react-hook-form field holding `true` or `false`, for a setting saved with
 * the rest of the form (such as 'Retry' or 'Override default prompt').
 */
export function FormSwitch<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormSwitchProps<TValues, TName, TOutput>) {
  const { focusRef, toggleProps } = useToggleBinding({ name, control }, props.isDisabled, props);
  return <Switch ref={focusRef} {...props} {...toggleProps} />;
}
