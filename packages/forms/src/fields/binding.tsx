'use client';

import { useCallback } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useFormStatus } from '../form/FormStatus';
import { textValue } from './textValue';

/** What every form field takes to find its value in a react-hook-form form. */
export interface BindingProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
> {
  /** The field's path in the form values, such as 'name' or 'configurations.host'. */
  name: TName;
  /** The form's `control` from `useZodForm`. Without it, the nearest `FormProvider`'s is used. */
  control?: Control<TValues, unknown, TOutput>;
}

/** Props a binding sets itself on the ui field, so callers cannot pass them. */
export type BoundProps =
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validationBehavior'
  | 'validate'
  // The binding hands the field react-hook-form's ref, so a failed submit focuses the control.
  | 'ref';

/** What a field says of itself that the form's status may override. */
export interface OwnFieldState {
  isReadOnly?: boolean;
  isRequired?: boolean;
}

/**
 * `useController` plus the props every ui field takes from the field state: the error shows
 * under the field as soon as the rule fails (react-aria's `validationBehavior="aria"`, no
 * waiting for a native submit), with the rule's exact message. A field is read-only when it says
 * so or when its form is (`FormStatusProvider`: a read-only record, a save under way), and a
 * read-only field is not marked required.
 */
export function useBinding<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>(
  { name, control }: BindingProps<TValues, TName, TOutput>,
  own: OwnFieldState = {},
) {
  const { field, fieldState } = useController({ name, control });
  const status = useFormStatus();
  const isReadOnly = own.isReadOnly ?? (status.isReadOnly || status.isSaving);
  const { ref: register } = field;
  // The field's `ref`: react-hook-form focuses the control through it (a failed submit, setFocus).
  const focusRef = useCallback((control: { focus: () => void } | null) => register(control), [register]);
  return {
    field,
    focusRef,
    validation: {
      name: field.name,
      isInvalid: fieldState.invalid,
      errorMessage: fieldState.error?.message,
      validationBehavior: 'aria' as const,
      isReadOnly,
      isRequired: own.isRequired === true && !isReadOnly,
    },
  };
}

/**
 * `useBinding` for a field whose value is text (TextField, TextArea, SearchField): the props to
 * spread on the ui field, an empty value shown as '', and `focusRef` to give the field's `ref`.
 */
export function useTextBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>(binding: BindingProps<TValues, TName, TOutput>, isDisabled: boolean | undefined, own: OwnFieldState = {}) {
  const { field, focusRef, validation } = useBinding(binding, own);
  return {
    field,
    focusRef,
    inputProps: {
      ...validation,
      isDisabled: isDisabled || field.disabled,
      value: textValue(field.value),
      onChange: (text: string) => field.onChange(text),
      onBlur: field.onBlur,
    },
  };
}

/**
 * `useBinding` for a yes/no field (Checkbox, Switch): the props to spread on the ui field, the
 * field holding `true` or `false`.
 */
export function useToggleBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>(binding: BindingProps<TValues, TName, TOutput>, isDisabled: boolean | undefined, own: OwnFieldState = {}) {
  const { field, focusRef, validation } = useBinding(binding, own);
  return {
    field,
    focusRef,
    toggleProps: {
      ...validation,
      isDisabled: isDisabled || field.disabled,
      isSelected: field.value === true,
      onChange: (isSelected: boolean) => field.onChange(isSelected),
      onBlur: field.onBlur,
    },
  };
}
