'use client';

import { ComboBox, type ComboBoxProps, type SelectOption } from '@agentdeck/ui';
import type { Key } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBinding, type BindingProps, type BoundProps } from './binding';
import { textValue } from './textValue';

export interface FormComboBoxProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
  TItem extends object = SelectOption,
>
  extends
    Omit<ComboBoxProps<TItem>, BoundProps | 'inputValue' | 'onInputChange'>,
    BindingProps<TValues, TName, TOutput> {}

/**
 * `ComboBox` bound to a react-hook-form field. With `allowsCustomValue` the field holds the text
 * in the input, typed or filled in by picking an option (model names: spec 001 'custom typed
 * value allowed'); without it, the field holds the picked option's key, `null` while none is.
 */
export function FormComboBox<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
  TItem extends object = SelectOption,
>({ name, control, ...props }: FormComboBoxProps<TValues, TName, TOutput, TItem>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  const value: unknown = field.value;
  const bound = props.allowsCustomValue
    ? {
        inputValue: textValue(value),
        onInputChange: (text: string) => field.onChange(text),
      }
    : {
        value: value === undefined || value === '' ? null : (value as Key | null),
        onChange: (key: Key | null) => field.onChange(key),
      };
  return (
    <ComboBox<TItem>
      ref={focusRef}
      {...props}
      {...validation}
      {...bound}
      isDisabled={props.isDisabled || field.disabled}
      onBlur={field.onBlur}
    />
  );
}
