import { z } from 'zod';

/**
 * Rules for values picked from a list. A pick list's empty value is `null` (react-aria's
 * Select and ComboBox), `undefined` or '' (a cleared form); each gets the field's one message.
 */

/** A key picked from a list whose options come from the server (ids, vault key names...). */
export function pickedKey(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** One of a fixed set of values, such as a data type or an HTTP method. */
export function pickedOption<const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) {
  return z.enum(options, { error: message });
}

/** At least one item picked from a multi-select list. */
export function pickedSome<T extends z.ZodType>(item: T, message: string) {
  return z.array(item, { error: message }).min(1, message);
}

/**
 * A number typed into a number field. react-aria's NumberField reports an empty field as NaN;
 * a cleared form holds null or undefined: each gets the required message.
 */
export function enteredNumber(requiredMessage: string) {
  return z.number({ error: requiredMessage });
}

/** A whole number typed into a number field, such as a port or a token limit. */
export function enteredWholeNumber(
  requiredMessage: string,
  wholeMessage = 'Please enter a whole number',
) {
  return enteredNumber(requiredMessage).int(wholeMessage);
}
