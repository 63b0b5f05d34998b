import { useCallback, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RefCallBack,
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
  | 'validate';

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
  return {
    field,
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
 * spread on the ui field, an empty value shown as '', and the ref to give `FocusTarget`.
 */
export function useTextBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>(binding: BindingProps<TValues, TName, TOutput>, isDisabled: boolean | undefined, own: OwnFieldState = {}) {
  const { field, validation } = useBinding(binding, own);
  return {
    field,
    inputProps: {
      ...validation,
      isDisabled: isDisabled || field.disabled,
      value: textValue(field.value),
      onChange: (text: string) => field.onChange(text),
      onBlur: field.onBlur,
    },
  };
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * Gives react-hook-form a `focus()` that lands on the field's control, so that a submit with
 * errors (or `setFocus`) moves focus to the first invalid field. The ui fields do not forward a
 * ref to their input; this wrapper takes no room in the layout (`display: contents`).
 */
export function FocusTarget({
  register,
  children,
}: {
  register: RefCallBack;
  children: ReactNode;
}) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      register({ focus: () => element.querySelector<HTMLElement>(FOCUSABLE)?.focus() });
    },
    [register],
  );
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
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
  const { field, validation } = useBinding(binding, own);
  return {
    field,
    toggleProps: {
      ...validation,
      isDisabled: isDisabled || field.disabled,
      isSelected: field.value === true,
      onChange: (isSelected: boolean) => field.onChange(isSelected),
      onBlur: field.onBlur,
    },
  };
}
