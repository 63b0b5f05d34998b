import { formatDate } from '../../lib/dates';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// The server cuts days at UTC midnight (logs' histogram and metrics alike), so a day is named in
// UTC: read on a clock west of Greenwich it would be the day before. An hour or a minute reads the
// same on the member's clock as in UTC in any whole-hour zone, and matches the times of the lines
// and runs listed beside the chart, which are local.

/** A time bucket's start on a chart's axis, short: '14/11' (a UTC day), '14/11 09:00' (an hour), '09:05' (less). */
export function timeAxisLabel(start: string, intervalMs: number): string {
  if (intervalMs >= DAY_MS) return formatDate(start, 'dayMonth', { timeZone: 'UTC' });
  if (intervalMs >= HOUR_MS) return `${formatDate(start, 'dayMonth')} ${formatDate(start, 'time')}`;
  return formatDate(start, 'time');
}

/** The same written whole, for a tooltip, a table or a sentence: '14/11/2026' (a UTC day) or '14/11/2026 09:00'. */
export function timeBucketLabel(start: string, intervalMs: number): string {
  return intervalMs >= DAY_MS ? formatDate(start, 'date', { timeZone: 'UTC' }) : formatDate(start, 'dateTime');
}

/** The time from the start of the first bucket brushed to the end of the last, either way round. */
export function brushedSpan(starts: readonly string[], intervalMs: number, [first, last]: readonly [number, number]): { from: string; to: string } | undefined {
  const start = starts[Math.max(0, Math.min(first, last))];
  const end = starts[Math.min(starts.length - 1, Math.max(first, last))];
  if (start === undefined || end === undefined) return undefined;
  return { from: new Date(start).toISOString(), to: new Date(Date.parse(end) + intervalMs).toISOString() };
}
