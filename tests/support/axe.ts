import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const summarize = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );

/**
 * Runs axe on the page as it is now and fails on any violation, listing them readably.
 *
 * Two parts of react-aria are checked apart: its live announcer (`[data-live-announcer]`, an
 * off-screen log that for a few seconds may point at a control the page has just removed, such
 * as the pending Sign in button after navigating), which is left out; and an open tooltip, whose
 * portal sits outside the landmarks by design (it describes its trigger, it is not content), so it
 * is checked on its own without the 'region' rule.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const tooltips = await page
    .locator('[data-overlay-container]:has([role="tooltip"])')
    .evaluateAll((nodes) => nodes.map((node) => node.setAttribute('data-axe-tooltip', '')).length);
  // Only violations are collected: passes and incomplete results cost time and are never read.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .exclude('[data-live-announcer]')
    .exclude('[data-axe-tooltip]')
    .analyze();
  const violations = summarize(results.violations);
  // A tooltip may close between the two checks (its trigger lost hover); then there is nothing to check.
  if (tooltips > 0 && (await page.locator('[data-axe-tooltip]').count()) > 0) {
    const tips = await new AxeBuilder({ page })
      .include('[data-axe-tooltip]')
      .disableRules(['region'])
      .analyze();
    violations.push(...summarize(tips.violations));
  }
  expect(violations, `axe violations on ${label}`).toEqual([]);
}
