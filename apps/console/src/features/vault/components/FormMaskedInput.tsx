import { useBinding, type BindingProps } from '@agentdeck/forms';
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
 * shows only its last four characters; in a read-only form it is disabled, having nothing to show. Kept here, not in `@agentdeck/forms`, because the vault
 * form is its one user; move it down when a second form masks a value.
 */
export function FormMaskedInput<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
>({ name, control, ...props }: FormMaskedInputProps<TValues, TName, TOutput>) {
  const { field, focusRef, validation } = useBinding({ name, control }, props);
  return (
    <MaskedInput
      ref={focusRef}
      {...props}
      isInvalid={validation.isInvalid}
      errorMessage={validation.errorMessage}
      isRequired={validation.isRequired}
      // A saved secret cannot be read back (spec README decision 5): a locked form has no value to show.
      isDisabled={props.isDisabled || field.disabled || validation.isReadOnly}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(value) => field.onChange(value)}
      onBlur={field.onBlur}
    />
  );
}
