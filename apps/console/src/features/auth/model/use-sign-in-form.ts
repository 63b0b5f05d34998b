import { useRef, useState, type FormEvent } from 'react';
import {
  SIGN_IN_FIELDS,
  signInErrors,
  signInFieldError,
  type SignInErrors,
  type SignInField,
  type SignInValues,
} from './sign-in-form';

/**
 * The sign-in form's state, validated like every form of the product (spec 000 section 5): a
 * field's message shows as soon as it changes or is left, and a submit with a problem shows every
 * message, moves focus to the first field in error and does not call the server. Two required
 * fields need no form library: the first page a visitor opens stays light (issue 5).
 */
export function useSignInForm(onValid: (values: SignInValues) => Promise<void>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const check = (field: SignInField, value: string) =>
    setErrors((current) => ({ ...current, [field]: signInFieldError(field, value) }));

  /** The props of a field's `TextField`: its value, its checks and its message. */
  const fieldProps = (field: SignInField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      check(field, value);
    },
    onBlur: () => check(field, values[field]),
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
    validationBehavior: 'aria' as const,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = signInErrors(values);
    setErrors(found);
    const firstInvalid = SIGN_IN_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { formRef, fieldProps, onSubmit, isSubmitting };
}
