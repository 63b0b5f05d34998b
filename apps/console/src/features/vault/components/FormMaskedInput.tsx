import { FocusTarget, useBinding, type BindingProps } from '@agentdeck/forms';
import { MaskedInput, type MaskedInputProps } from '@agentdeck/ui';
import type { FieldPath, FieldValues } from 'react-hook-form';

type FormMaskedInputProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = Omit<
  MaskedInputProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'isInvalid'
  | 'errorMessage'
  | 'validate'
> &
  BindingProps<TValues, TName, TOutput>;

/**
 * `MaskedInput` bound to a react-hook-form field: the form holds the real value while the input
 * shows only its last four characters. Kept here, not in `@agentdeck/forms`, because the vault
 * form is its one user; move it down when a second form masks a value.
 */
export function FormMaskedInput<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ name, control, ...props }: FormMaskedInputProps<TValues, TName, TOutput>) {
  const { field, validation } = useBinding({ name, control });
  return (
    <FocusTarget register={field.ref}>
      <MaskedInput
        {...props}
        isInvalid={validation.isInvalid}
        errorMessage={validation.errorMessage}
        isDisabled={props.isDisabled || field.disabled}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => field.onChange(value)}
        onBlur={field.onBlur}
      />
    </FocusTarget>
  );
}
