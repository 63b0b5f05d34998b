'use client';

import { Select, type SelectOption, type SelectProps } from '@agentdeck/ui';
import { useRef } from 'react';
import type { Key } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBinding, type BindingProps, type BoundProps } from './binding';

export interface FormSelectProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
  TItem extends object = SelectOption,
>
  extends Omit<SelectProps<TItem>, BoundProps>, BindingProps<TValues, TName, TOutput> {}

/**
 * `Select` bound to a react-hook-form field: the field holds the picked option's key (`null`
 * while nothing is picked, which `pickedKey` / `pickedOption` report with the field's message).
 * The field counts as left when its list closes or focus leaves the button, but not when focus
 * moves into the open list, so the message does not flash while the user is choosing.
 */
export function FormSelect<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
  TItem extends object = SelectOption,
>({ name, control, ...props }: FormSelectProps<TValues, TName, TOutput, TItem>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  const value: unknown = field.value;
  const isOpen = useRef(false);
  return (
    <Select<TItem>
      ref={focusRef}
      {...props}
      {...validation}
      isDisabled={props.isDisabled || field.disabled}
      value={value === undefined || value === '' ? null : (value as Key | null)}
      onChange={(key) => field.onChange(key)}
      onOpenChange={(open) => {
        isOpen.current = open;
        if (!open) field.onBlur();
        props.onOpenChange?.(open);
      }}
      onFocusChange={(isFocused) => {
        if (!isFocused && !isOpen.current) field.onBlur();
        props.onFocusChange?.(isFocused);
      }}
    />
  );
}
