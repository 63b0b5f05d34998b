'use client';

import { MultiTagInput, type MultiTagInputProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBinding, type BindingProps } from './binding';

export interface FormMultiTagInputProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends
    Omit<MultiTagInputProps, 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage'>,
    BindingProps<TValues, TName, TOutput> {}

/**
 * `MultiTagInput` bound to a react-hook-form field holding a list of text (a graph retrieval's
 * text node properties, a knowledge base's tags): the rule's message shows under the input once
 * the list changes, and leaving the input marks the field touched.
 */
export function FormMultiTagInput<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormMultiTagInputProps<TValues, TName, TOutput>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  const { name: _name, validationBehavior: _behavior, ...shown } = validation;
  return (
    <MultiTagInput
      ref={focusRef}
      {...props}
      {...shown}
      value={(field.value as string[] | undefined) ?? []}
      onChange={(tags) => {
        field.onChange(tags);
        field.onBlur();
      }}
    />
  );
}
