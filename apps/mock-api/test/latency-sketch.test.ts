import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSketch, encodeSketch, mergeSketches, RELATIVE_ACCURACY, sketchLatencies, sketchOf } from '../src/metrics/latency-sketch';
import { latencies } from '../src/metrics/percentile';

/** Durations as the store holds them: whole milliseconds, from instant to a few hours (a reviewer's wait). */
const durations = fc.array(fc.oneof(fc.nat({ max: 300 }), fc.nat({ max: 60_000 }), fc.nat({ max: 6 * 3_600_000 })), { maxLength: 400 });

/** Cuts values into consecutive parts at the given points: an hour's durations, then the next hour's. */
const partsOf = (values: number[], cuts: number[]) => {
  const at = [0, ...cuts.map((cut) => cut % (values.length + 1)).sort((a, b) => a - b), values.length];
  return at.slice(1).map((end, index) => values.slice(at[index], end));
};

describe('the latency sketch of the metrics rollups', () => {
  it('merges exactly: the sketch of a day is the sketch of its hours merged, in any order', () => {
    fc.assert(
      fc.property(durations, fc.array(fc.nat(), { maxLength: 6 }), (values, cuts) => {
        const parts = partsOf(values, cuts).map(sketchOf);
        expect(mergeSketches(parts)).toEqual(sketchOf(values));
        expect(mergeSketches([...parts].reverse())).toEqual(sketchOf(values));
      }),
    );
  });

  it('reads nearest-rank percentiles within its relative accuracy of the exact ones, a duration some run took at a bin edge', () => {
    fc.assert(
      fc.property(durations, (values) => {
        const exact = latencies(values);
        const sketched = sketchLatencies(sketchOf(values));
        for (const p of ['p50', 'p95', 'p99'] as const) {
          if (exact[p] === null) expect(sketched[p]).toBeNull();
          // Rounded to the millisecond: half a millisecond beside the relative error.
          else expect(Math.abs(sketched[p]! - exact[p])).toBeLessThanOrEqual(RELATIVE_ACCURACY * exact[p] + 0.5);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is exact for whole milliseconds under 50 ms, and at the least and greatest duration', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 49 }), { maxLength: 300 }), (values) => {
        expect(sketchLatencies(sketchOf(values))).toEqual(latencies(values));
      }),
    );
    const spread = [5, 1_234, 1_240, 1_250, 98_765];
    expect(sketchLatencies(sketchOf(spread))).toEqual(latencies(spread));
    expect(sketchLatencies(sketchOf([]))).toEqual({ p50: null, p95: null, p99: null });
  });

  it('reads back from its stored bytes as it was, whatever their alignment', () => {
    fc.assert(
      fc.property(durations, fc.nat({ max: 7 }), (values, shift) => {
        const bytes = encodeSketch(sketchOf(values));
        const unaligned = Buffer.alloc(bytes.length + shift).subarray(shift);
        bytes.copy(unaligned);
        expect(decodeSketch(unaligned)).toEqual(sketchOf(values));
      }),
    );
    expect(sketchLatencies(decodeSketch(null))).toEqual({ p50: null, p95: null, p99: null });
  });
});
