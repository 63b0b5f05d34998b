import type { LatencyPercentiles } from '@agentdeck/api-client';
import { rankOf } from './percentile';

/**
 * A mergeable latency histogram for the metrics rollups (design section 3.3): DDSketch's
 * logarithmic bins (Masson, Rim and Lee, VLDB 2019), each also keeping the least and greatest
 * duration it holds. Bins add up, so the sketch of a day is exactly the merge of its hours', in
 * any order; its size is bounded by the spread of the durations, not their number.
 *
 * A nearest-rank percentile is exact when its rank is the first or last of its bin, or the bin
 * holds one distinct duration (so every integer duration under 50 ms); otherwise it is within
 * `RELATIVE_ACCURACY` of the true one (the bin's DDSketch value, held inside the bin's least and
 * greatest and rounded to the millisecond).
 */
export const RELATIVE_ACCURACY = 0.01;
const GAMMA = (1 + RELATIVE_ACCURACY) / (1 - RELATIVE_ACCURACY);
const LOG_GAMMA = Math.log(GAMMA);

/** Bin 0 holds durations under 1 ms; bin k ≥ 1 holds (γ^(k-2), γ^(k-1)]. */
const binOf = (value: number) => (value < 1 ? 0 : 1 + Math.ceil(Math.log(value) / LOG_GAMMA));

/**
 * The bins that hold durations, ascending by bin, each as four numbers one after the other: the
 * bin, its count, its least and its greatest duration. One array, stored as it is: a rollup read
 * makes one array per sketch, however many bins it holds.
 */
export type LatencySketch = Float64Array;
const BIN = 0;
const COUNT = 1;
const LEAST = 2;
const GREATEST = 3;
const WIDTH = 4;

export const EMPTY_SKETCH: LatencySketch = new Float64Array(0);

/** The sketch of some durations: sorted, they fill the bins in order. */
export function sketchOf(values: ArrayLike<number>): LatencySketch {
  if (values.length === 0) return EMPTY_SKETCH;
  const sorted = Float64Array.from(values).sort();
  const bins = sorted.map(binOf);
  let size = 1;
  for (let i = 1; i < bins.length; i++) if (bins[i] !== bins[i - 1]) size += 1;
  const sketch = new Float64Array(size * WIDTH);
  let at = -WIDTH;
  bins.forEach((bin, i) => {
    if (i === 0 || bin !== bins[i - 1]) {
      at += WIDTH;
      sketch[at + BIN] = bin;
      sketch[at + LEAST] = sorted[i]!;
    }
    sketch[at + COUNT]! += 1;
    sketch[at + GREATEST] = sorted[i]!;
  });
  return sketch;
}

/** Where `bin` is, or would go, among the bins of `sketch` from position `from` on (positions count numbers, not bins). */
function positionOf(sketch: LatencySketch, bin: number, from: number): number {
  // Sketches of a similar spread interleave bin by bin: the next bin is the likeliest place.
  if (from >= sketch.length || sketch[from + BIN]! >= bin) return from;
  if (from + WIDTH >= sketch.length || sketch[from + WIDTH + BIN]! >= bin) return from + WIDTH;
  let low = from / WIDTH;
  let high = sketch.length / WIDTH;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sketch[middle * WIDTH + BIN]! < bin) low = middle + 1;
    else high = middle;
  }
  return low * WIDTH;
}

/** Copies `count` numbers from `source` at `from` into `target` at `at`, without making a view for a short run. */
function copy(source: LatencySketch, from: number, count: number, target: LatencySketch, at: number): void {
  if (count > 64) target.set(source.subarray(from, from + count), at);
  else for (let i = 0; i < count; i++) target[at + i] = source[from + i]!;
}

/**
 * Two sketches' bins merged in order, the bins both hold added up. Each bin of the smaller one is
 * placed by binary search and the larger one's bins between are copied at once: adding a run's
 * duration to a day's sketch costs a copy, not a walk through every bin.
 */
function mergeTwo(first: LatencySketch, second: LatencySketch): LatencySketch {
  const [large, small] = first.length >= second.length ? [first, second] : [second, first];
  const merged = new Float64Array(large.length + small.length);
  let from = 0;
  let at = 0;
  for (let j = 0; j < small.length; j += WIDTH) {
    const bin = small[j + BIN]!;
    const position = positionOf(large, bin, from);
    copy(large, from, position - from, merged, at);
    at += position - from;
    from = position;
    if (from < large.length && large[from + BIN] === bin) {
      merged[at + BIN] = bin;
      merged[at + COUNT] = large[from + COUNT]! + small[j + COUNT]!;
      merged[at + LEAST] = Math.min(large[from + LEAST]!, small[j + LEAST]!);
      merged[at + GREATEST] = Math.max(large[from + GREATEST]!, small[j + GREATEST]!);
      from += WIDTH;
    } else {
      copy(small, j, WIDTH, merged, at);
    }
    at += WIDTH;
  }
  copy(large, from, large.length - from, merged, at);
  at += large.length - from;
  return at === merged.length ? merged : merged.slice(0, at);
}

/** One sketch holding every duration of the given ones, merged in pairs (a merge's cost is its bins). */
export function mergeSketches(sketches: readonly LatencySketch[]): LatencySketch {
  let round = sketches.filter((sketch) => sketch.length > 0);
  while (round.length > 1) {
    const next: LatencySketch[] = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i]!, round[i + 1]!) : round[i]!);
    round = next;
  }
  return round[0] ?? EMPTY_SKETCH;
}

/** How many durations the sketch holds. */
function sizeOf(sketch: LatencySketch): number {
  let size = 0;
  for (let at = 0; at < sketch.length; at += WIDTH) size += sketch[at + COUNT]!;
  return size;
}

/** The duration at a 1-based rank of the ascending durations. */
function valueAtRank(sketch: LatencySketch, rank: number): number {
  let before = 0;
  for (let at = 0; at < sketch.length; at += WIDTH) {
    const through = before + sketch[at + COUNT]!;
    if (rank <= through) {
      const least = sketch[at + LEAST]!;
      const greatest = sketch[at + GREATEST]!;
      if (rank === before + 1) return least;
      if (rank === through) return greatest;
      const bin = sketch[at + BIN]!;
      const estimate = bin === 0 ? (least + greatest) / 2 : Math.round((2 * GAMMA ** (bin - 1)) / (GAMMA + 1));
      return Math.min(greatest, Math.max(least, estimate));
    }
    before = through;
  }
  throw new RangeError(`rank ${rank} is beyond the sketch's ${before} durations`);
}

/** Nearest-rank p50, p95 and p99; null when the sketch is empty. */
export function sketchLatencies(sketch: LatencySketch): LatencyPercentiles {
  const size = sizeOf(sketch);
  if (size === 0) return { p50: null, p95: null, p99: null };
  return { p50: valueAtRank(sketch, rankOf(size, 50)), p95: valueAtRank(sketch, rankOf(size, 95)), p99: valueAtRank(sketch, rankOf(size, 99)) };
}

/** The sketch as a rollup stores it: its numbers as 64-bit floats. */
export const encodeSketch = (sketch: LatencySketch): Buffer => Buffer.from(sketch.buffer, sketch.byteOffset, sketch.byteLength);

/** A stored sketch read back: a view of the blob's bytes, or a copy where they do not sit on an 8-byte boundary. */
export function decodeSketch(blob: Uint8Array | null): LatencySketch {
  if (blob === null || blob.byteLength === 0) return EMPTY_SKETCH;
  if (blob.byteOffset % 8 === 0) return new Float64Array(blob.buffer, blob.byteOffset, blob.byteLength / 8);
  const sketch = new Float64Array(blob.byteLength / 8);
  new Uint8Array(sketch.buffer).set(blob);
  return sketch;
}
