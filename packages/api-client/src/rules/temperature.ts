import { z } from 'zod';

/**
 * Model temperature (001 sections 5 and 9): typed as text that accepts digits and one dot only,
 * capped at 1, floored at 0, with one decimal place; non-numeric input becomes empty (null).
 *
 * The field runs `sanitizeTemperatureInput` on every keystroke, so what the user sees is already
 * clean; `temperatureRule` turns the text into the number (or null) that is saved.
 */
export const TEMPERATURE_RANGE = { min: 0, max: 1 } as const;

/**
 * Cleans typed temperature text: keeps digits and the first dot, caps at 1, keeps one decimal.
 * '0.75' → '0.7', '1.5' → '1', '2' → '1', 'abc' → '', '.5' → '0.5', '0.' stays '0.' while typing.
 * There is no negative sign to type, so the floor of 0 holds by construction. A comma is read as
 * the decimal separator ('0,5' → '0.5') for keyboards of locales that write it so, rather than
 * being dropped into '05' → '1'.
 */
export function sanitizeTemperatureInput(raw: string): string {
  const [whole = '', ...rest] = raw
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
    .split('.');
  const hasDot = rest.length > 0;
  const decimals = rest.join('').slice(0, 1);
  if (whole === '' && !hasDot) return '';
  const integer = whole === '' ? 0 : Number(whole);
  if (integer >= TEMPERATURE_RANGE.max) return String(TEMPERATURE_RANGE.max);
  return hasDot ? `0.${decimals}` : '0';
}

/** The saved temperature for typed text: a number from 0 to 1 with one decimal, or null. */
export function toTemperature(text: string): number | null {
  const clean = sanitizeTemperatureInput(text);
  if (clean === '') return null;
  return Number(clean);
}

/**
 * Messages for a saved temperature that did not come through the field (which cannot produce
 * one). The spec shows none (001 sections 5 and 9 describe the clean-up as the user types);
 * decision: name the range and the single decimal place.
 */
export const TEMPERATURE_MESSAGES = {
  range: 'Temperature must be from 0 to 1',
  decimals: 'Temperature takes one decimal place',
} as const;

/** A saved temperature: 0 to 1 with one decimal place. */
export const temperatureValueRule = z
  .number()
  .min(TEMPERATURE_RANGE.min, TEMPERATURE_MESSAGES.range)
  .max(TEMPERATURE_RANGE.max, TEMPERATURE_MESSAGES.range)
  .refine((value) => Number(value.toFixed(1)) === value, TEMPERATURE_MESSAGES.decimals);

/**
 * The form's temperature (optional): the typed text, or the saved number when an edit form is
 * filled from a record; either becomes `number | null` on submit, a saved temperature or none.
 */
export const temperatureRule = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => toTemperature(value === null || value === undefined ? '' : String(value)))
  .pipe(temperatureValueRule.nullable());
