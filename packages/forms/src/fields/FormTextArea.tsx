'use client';

import { TextArea, type TextAreaProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTextBinding, type BindingProps, type BoundProps } from './binding';

export interface FormTextAreaProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>
  extends Omit<TextAreaProps, BoundProps>, BindingProps<TValues, TName, TOutput> {}

/**
 * `TextArea` bound to a react-hook-form field (descriptions, prompts): the rule's message shows
 * under the field while it fails, validated on every change.
 */
export function FormTextArea<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>({ name, control, ...props }: FormTextAreaProps<TValues, TName, TOutput>) {
  const { focusRef, inputProps } = useTextBinding({ name, control }, props.isDisabled, props);
  return <TextArea ref={focusRef} {...props} {...inputProps} />;
}
