import { z } from 'zod';

/** A pick list or text field that may be cleared: react-aria reports null, a reset form ''. */
export const optionalKey = z.string().nullable().optional();
/** A number field that may be cleared: react-aria's NumberField reports NaN, a reset form null. */
export const optionalNumber = z.number().nullable().optional();

/** The value to send, or undefined (left out of the body) for a cleared field. */
export function filled(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value.trim() === '' ? undefined : value;
}

/** The number to send, or undefined for a cleared field. */
export function filledNumber(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || Number.isNaN(value) ? undefined : value;
}
