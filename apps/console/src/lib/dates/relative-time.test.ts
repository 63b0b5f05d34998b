import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [5 * MINUTE + 30_000, '5 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [2 * HOUR + 59 * MINUTE, '2 hours ago'],
    [DAY, 'yesterday'],
    [2 * DAY - 1, 'yesterday'],
    [3 * DAY, '3 days ago'],
    [7 * DAY, 'last week'],
    [20 * DAY, '2 weeks ago'],
    [45 * DAY, 'last month'],
    [400 * DAY, 'last year'],
  ])('says a time %i ms ago as %j', (ms, words) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(words);
  });

  it('says a time ahead of now (a clock running behind) the other way round', () => {
    expect(formatRelativeTime(new Date(now + 3 * HOUR).toISOString(), now)).toBe('in 3 hours');
    expect(formatRelativeTime(new Date(now + 10_000).toISOString(), now)).toBe('just now');
  });

  it('says nothing of a time it cannot read', () => {
    expect(formatRelativeTime('yesterday', now)).toBe('');
  });
});
