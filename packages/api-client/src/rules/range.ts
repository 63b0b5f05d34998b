import { enteredNumber, enteredWholeNumber } from './choice';
import { requiredMessage } from './messages';

/**
 * Numeric ranges with the spec's messages (001 sections 5 and 9): counts from 0 or 1 and
 * fractions from 0 to 1. Counts (top K, fetch K, timeouts) are whole numbers: the spec gives
 * only their minimums, and a fraction of a result or a retry means nothing.
 */
export const RANGE_MESSAGES = {
  notLessThan0: 'Value cannot be less than 0',
  notLessThan1: 'Value cannot be less than 1',
  notGreaterThan1: 'Value cannot be greater than 1',
  strictlyBetween0And1: 'Value must be a float strictly between 0 and 1 (not including 0 or 1)',
} as const;

/** A required whole count of at least 0, such as vector top K or fetch K. */
export function countFrom0(label: string) {
  return enteredWholeNumber(requiredMessage(label)).min(0, RANGE_MESSAGES.notLessThan0);
}

/** A required whole count of at least 1, such as graph top K. */
export function countFrom1(label: string) {
  return enteredWholeNumber(requiredMessage(label)).min(1, RANGE_MESSAGES.notLessThan1);
}

/** A required fraction from 0 to 1 inclusive: lambda multiplier, re-ranking score threshold. */
export function fraction0To1(label: string) {
  return enteredNumber(requiredMessage(label))
    .min(0, RANGE_MESSAGES.notLessThan0)
    .max(1, RANGE_MESSAGES.notGreaterThan1);
}

/** A required fraction strictly between 0 and 1: the similarity score threshold. */
export function fractionBetween0And1(label: string) {
  return enteredNumber(requiredMessage(label))
    .gt(0, RANGE_MESSAGES.strictlyBetween0And1)
    .lt(1, RANGE_MESSAGES.strictlyBetween0And1);
}
