import { describe, expect, it } from 'vitest';
import { describeRisk } from './risk';

describe('describeRisk', () => {
  it.each([
    [undefined, ''],
    [{}, ''],
    [{ readOnlyHint: true, openWorldHint: true }, ' (read-only, reaches outside services)'],
    [{ readOnlyHint: true, openWorldHint: false }, ' (read-only)'],
    [{ readOnlyHint: false, destructiveHint: true }, ' (destructive)'],
    [{ readOnlyHint: false, destructiveHint: false, openWorldHint: true }, ' (makes changes, reaches outside services)'],
  ])('words %j as %j', (hints, words) => {
    expect(describeRisk(hints)).toBe(words);
  });
});
