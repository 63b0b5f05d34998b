import type { MetricInterval } from '@agentdeck/api-client';
import { formatDuration } from '../../../entities/run-trace';
import { formatDate } from '../../../lib/dates';

export const INTERVAL_MS: Record<MetricInterval, number> = { hour: 3_600_000, day: 86_400_000 };

// The server cuts days at UTC midnight, so a day is named in UTC (in a local time zone west of
// Greenwich it would read as the day before); an hour is the same hour in any whole-hour zone.
/** An interval by its start: '14/11/2026' (a UTC day) or '14/11/2026 09:00' (a local hour). */
export const intervalLabel = (start: string, interval: MetricInterval) =>
  interval === 'day' ? formatDate(start, 'date', { timeZone: 'UTC' }) : formatDate(start, 'dateTime');

/** The same on a chart's axis, without the year: '14/11' or '14/11 09:00'. */
export const intervalAxisLabel = (start: string, interval: MetricInterval) =>
  interval === 'day' ? formatDate(start, 'dayMonth', { timeZone: 'UTC' }) : `${formatDate(start, 'dayMonth')} ${formatDate(start, 'time')}`;

/** The interval column's header: days are UTC days. */
export const intervalHeading = (interval: MetricInterval) => (interval === 'day' ? 'Day (UTC)' : 'Hour');

const count = new Intl.NumberFormat('en');
const credits = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);
export const formatCredits = (value: number) => credits.format(value);
export const formatPercent = (rate: number) => percent.format(rate);
/** A latency; '—' where nothing finished. */
export const formatLatency = (ms: number | null) => formatDuration(ms);

/** A latency on an axis, short: '800 ms', '2.5 s', '45 min', '5.5 h'. */
export function formatLatencyTick(ms: number): string {
  const short = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
  if (ms < 1000) return `${short.format(ms)} ms`;
  if (ms < 60_000) return `${short.format(ms / 1000)} s`;
  if (ms < 3_600_000) return `${short.format(ms / 60_000)} min`;
  return `${short.format(ms / 3_600_000)} h`;
}
