import { expect } from 'vitest';
import { userEvent, type Locator } from 'vitest/browser';

/** Presses Tab until `target` has focus (at most 30 times): how a keyboard user gets there. */
export async function tabTo(target: Locator) {
  for (let presses = 0; presses < 30 && document.activeElement !== target.element(); presses++)
    await userEvent.tab();
  expect(document.activeElement).toBe(target.element());
}
