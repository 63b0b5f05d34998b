import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (nothing else) until `target` holds the focus: how a keyboard user reaches a
 * control. Fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
