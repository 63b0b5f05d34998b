import { requiredMessage } from '@agentdeck/api-client/rules';

/** The two fields of the sign-in form, in the order a failed submit looks for the first error. */
export const SIGN_IN_FIELDS = ['username', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];
export type SignInValues = Record<SignInField, string>;
export type SignInErrors = Partial<Record<SignInField, string>>;

/**
 * The rule of a sign-in field: both are required, with the product's message template
 * (`requiredMessage`, the same words as the contract's login body). Spaces count as a value, as
 * they do for the server.
 */
export function signInFieldError(field: SignInField, value: string): string | undefined {
  return value === '' ? requiredMessage(field) : undefined;
}

/** Every field's problem, for a submit. */
export function signInErrors(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  for (const field of SIGN_IN_FIELDS) {
    const error = signInFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
