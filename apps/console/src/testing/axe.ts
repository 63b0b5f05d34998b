import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe on the rendered page as it is now and fails on any violation, listed readably.
 * react-aria's live announcer (an off-screen log that may point at a control just removed) is
 * left out, as in the end-to-end tests, unless `liveAnnouncer: true` asks to check it too: what
 * an audit of the real page sees right after a save.
 */
export async function expectNoAxeViolations(label: string, options: { liveAnnouncer?: boolean } = {}) {
  const results = await axe.run(
    options.liveAnnouncer ? document : { exclude: [['[data-live-announcer]']] },
    { resultTypes: ['violations'] },
  );
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html} ${node.failureSummary ?? ''}`).join('\n  ')}`,
  );
  expect(violations, `axe violations: ${label}`).toEqual([]);
}
