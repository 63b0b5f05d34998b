const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** About this many bars over any range. */
export const HISTOGRAM_TARGET_BUCKETS = 60;
const NICE_INTERVALS_MS = [MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 3 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, DAY_MS];

/**
 * The histogram's interval for a range: of the nice intervals (1 minute to 1 day), the one nearest
 * to a sixtieth of the range (nearest by ratio, so 24 hours gives 15 minutes: 96 bars, rather than
 * 1 hour: 24); beyond sixty days, whole days.
 */
export function histogramInterval(rangeMs: number): number {
  const ideal = rangeMs / HISTOGRAM_TARGET_BUCKETS;
  if (ideal > DAY_MS) return Math.ceil(ideal / DAY_MS) * DAY_MS;
  const distance = (interval: number) => Math.abs(Math.log(interval / Math.max(ideal, 1)));
  return NICE_INTERVALS_MS.reduce((best, interval) => (distance(interval) < distance(best) ? interval : best));
}

/**
 * The buckets covering [from, to], aligned to multiples of the interval since the epoch (so a day
 * starts at midnight UTC and the bars stay put as the range moves): every one, empty ones too.
 */
export function histogramBuckets(from: Date, to: Date, intervalMs: number): { firstMs: number; count: number } {
  const firstMs = Math.floor(from.getTime() / intervalMs) * intervalMs;
  const lastMs = Math.floor(to.getTime() / intervalMs) * intervalMs;
  return { firstMs, count: (lastMs - firstMs) / intervalMs + 1 };
}
