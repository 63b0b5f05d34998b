'use client';

import { SearchField, type SearchFieldProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTextBinding, type BindingProps, type BoundProps } from './binding';

export interface FormSearchFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends Omit<SearchFieldProps, BoundProps>, BindingProps<TValues, TName, TOutput> {}

/**
 * `SearchField` bound to a react-hook-form field, for a search that belongs to a form's values
 * (a filter saved with the form); Escape and the clear button empty it through the form.
 */
export function FormSearchField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormSearchFieldProps<TValues, TName, TOutput>) {
  const { focusRef, inputProps } = useTextBinding({ name, control }, props.isDisabled, props);
  return <SearchField ref={focusRef} {...props} {...inputProps} />;
}
