const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** From the largest unit down: a time is said in the first unit it spans at least once. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago (or how far ahead) a time is, in words: 'just now', '5 minutes ago', '2 hours ago',
 * 'yesterday', '3 days ago', 'last week'. Whole units only, rounded towards now, so '60 minutes
 * ago' is never said; '' when the time is unreadable.
 */
export function formatRelativeTime(at: string, now: number = Date.now()): string {
  const elapsed = Date.parse(at) - now;
  if (Number.isNaN(elapsed)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(Math.trunc(elapsed / size), unit);
  }
  return 'just now';
}
