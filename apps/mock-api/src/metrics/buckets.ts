import type { MetricInterval } from '@agentdeck/api-client';

const INTERVAL_MS: Record<MetricInterval, number> = { hour: 3_600_000, day: 86_400_000 };
/** Where an ISO instant is cut to name its UTC hour ('2026-11-20T09') or day ('2026-11-20'). */
export const BUCKET_LENGTH: Record<MetricInterval, number> = { hour: 13, day: 10 };

export interface Buckets {
  /** Each interval's start as an ISO instant, in order. */
  starts: string[];
  /** An interval's position from its name (`started_at` cut to `BUCKET_LENGTH`). */
  indexOf: Map<string, number>;
}

/** Every interval from the one holding `from` (floored to the UTC hour or day) to the one holding `to`. */
export function bucketsOf(from: Date, to: Date, interval: MetricInterval): Buckets {
  const size = INTERVAL_MS[interval];
  const starts: string[] = [];
  const indexOf = new Map<string, number>();
  for (let at = Math.floor(from.getTime() / size) * size; at <= to.getTime(); at += size) {
    const start = new Date(at).toISOString();
    indexOf.set(start.slice(0, BUCKET_LENGTH[interval]), starts.length);
    starts.push(start);
  }
  return { starts, indexOf };
}
