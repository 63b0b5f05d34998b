import type { LatencyPercentiles } from '@agentdeck/api-client';

/**
 * Exact nearest-rank percentiles (design section 3.3): the value at rank ceil(p/100 × n), 1-based,
 * of the ascending values; null when there are none. No interpolation, so every figure is a
 * duration some run or step really took.
 */
export function nearestRank(sorted: ArrayLike<number>, p: number): number | null {
  return sorted.length === 0 ? null : sorted[rankOf(sorted.length, p) - 1]!;
}

/**
 * The 1-based nearest rank of percentile `p` among `n` values (n ≥ 1). p × n is exact for whole
 * percentages, so dividing once cannot push an exact rank up by one.
 */
export const rankOf = (n: number, p: number) => Math.min(n, Math.max(1, Math.ceil((p * n) / 100)));

/**
 * Exact p50, p95 and p99 of the durations, in any order (sorted here, on a copy): the figures the
 * rollups' sketches (`latency-sketch.ts`) are held to.
 */
export function latencies(durations: ArrayLike<number>): LatencyPercentiles {
  // A typed array sorts numerically, and far faster than an array of numbers.
  const sorted = Float64Array.from(durations).sort();
  return { p50: nearestRank(sorted, 50), p95: nearestRank(sorted, 95), p99: nearestRank(sorted, 99) };
}
