import type { MetricInterval } from '@agentdeck/api-client';
import { BUCKET_LENGTH } from './buckets';
import type { RollupSpan } from './metric-rollups';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where a metrics range is read from: its whole hours and days from the rollups, the rest from the runs. */
export interface RangeParts {
  /** The partial hours at either end (ISO instants, both included), read from runs and steps. */
  runs: { from: string; to: string }[];
  /** Whole hours or days, as rollup bucket names from `from` included to `until` excluded. */
  rollups: { span: RollupSpan; from: string; until: string }[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const bucketOf = (ms: number, span: RollupSpan) => iso(ms).slice(0, BUCKET_LENGTH[span]);

/**
 * Splits `[from, to]` (milliseconds, both included) into the whole UTC hours inside it (whole UTC
 * days too when the figures are by day) and the rest of an hour at either end, which no rollup
 * holds alone.
 */
export function rangeParts(from: number, to: number, interval: MetricInterval): RangeParts {
  const end = to + 1;
  const firstHour = Math.ceil(from / HOUR) * HOUR;
  const endHour = Math.floor(end / HOUR) * HOUR;
  // Within one hour: no rollup holds any of it. Across an hour's start with no whole hour, the two parts below.
  if (firstHour > endHour) return { runs: [{ from: iso(from), to: iso(to) }], rollups: [] };
  const runs = [];
  if (from < firstHour) runs.push({ from: iso(from), to: iso(firstHour - 1) });
  if (endHour < end) runs.push({ from: iso(endHour), to: iso(to) });

  const spans: [RollupSpan, number, number][] = [];
  const firstDay = Math.ceil(firstHour / DAY) * DAY;
  const endDay = Math.floor(endHour / DAY) * DAY;
  if (interval === 'day' && firstDay < endDay) spans.push(['hour', firstHour, firstDay], ['day', firstDay, endDay], ['hour', endDay, endHour]);
  else spans.push(['hour', firstHour, endHour]);
  const rollups = spans.filter(([, start, until]) => start < until).map(([span, start, until]) => ({ span, from: bucketOf(start, span), until: bucketOf(until, span) }));
  return { runs, rollups };
}
