import type { MetricInterval } from '@agentdeck/api-client';
import { formatDuration } from '../../../entities/run-trace';

export const INTERVAL_MS: Record<MetricInterval, number> = { hour: 3_600_000, day: 86_400_000 };

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
