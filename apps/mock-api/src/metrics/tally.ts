import type { MetricFigures } from '@agentdeck/api-client';
import type { MetricCell } from './metrics-query';
import { latencies } from './percentile';

/** Credits are fractions (tokens times a rate): rounded as the usage figures are. */
const roundCredits = (credits: number) => Math.round(credits * 1e6) / 1e6;

/**
 * Durations kept in their cells' arrays until the percentiles are asked for, then copied once
 * into one typed array and sorted: pushing 100,000 numbers one by one into each total took longer.
 */
class DurationChunks {
  private readonly chunks: Float64Array[] = [];
  private size = 0;

  add(durations: Float64Array): void {
    if (durations.length > 0) this.chunks.push(durations);
    this.size += durations.length;
  }

  all(): Float64Array {
    const all = new Float64Array(this.size);
    let at = 0;
    for (const chunk of this.chunks) {
      all.set(chunk, at);
      at += chunk.length;
    }
    return all;
  }
}

/** A cell's durations: active time for the latency figures, wall time beside it. */
export interface CellDurations {
  active: Float64Array;
  wall: Float64Array;
}

/** Sums cells into one set of figures, keeping every cell's durations for exact percentiles. */
export class Tally {
  runs = 0;
  failures = 0;
  tokens = 0;
  credits = 0;
  private readonly active = new DurationChunks();
  private readonly wall = new DurationChunks();
  private memo: MetricFigures | undefined;

  add(cell: Pick<MetricCell, 'runs' | 'failures' | 'tokens' | 'credits'>, durations: CellDurations): void {
    this.runs += cell.runs;
    this.failures += cell.failures;
    this.tokens += cell.tokens;
    this.credits += cell.credits;
    this.active.add(durations.active);
    this.wall.add(durations.wall);
    this.memo = undefined;
  }

  figures(): MetricFigures {
    this.memo ??= {
      runs: this.runs,
      failures: this.failures,
      errorRate: this.runs === 0 ? 0 : this.failures / this.runs,
      ...latencies(this.active.all()),
      wall: latencies(this.wall.all()),
      tokens: this.tokens,
      credits: roundCredits(this.credits),
    };
    return this.memo;
  }
}

const COMMA = 44;
const ZERO = 48;

/** A cell's active and wall durations, read from its `group_concat` texts. */
export const cellDurationsOf = (cell: Pick<MetricCell, 'durations' | 'wallDurations'>): CellDurations => ({
  active: durationsOf(cell),
  wall: durationsOf({ durations: cell.wallDurations }),
});

/**
 * The durations of a cell, from `group_concat`'s text: whole milliseconds read digit by digit, a
 * value with a fraction or exponent through `Number`. Splitting the text made 100,000 strings.
 */
export function durationsOf(cell: Pick<MetricCell, 'durations'>): Float64Array {
  const text = cell.durations;
  if (text === null || text === '') return new Float64Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === COMMA) count += 1;
  const values = new Float64Array(count);
  let index = 0;
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && text.charCodeAt(i) !== COMMA) continue;
    let value = 0;
    let whole = i > start;
    for (let j = start; j < i && whole; j++) {
      const digit = text.charCodeAt(j) - ZERO;
      if (digit < 0 || digit > 9) whole = false;
      else value = value * 10 + digit;
    }
    values[index++] = whole ? value : Number(text.slice(start, i));
    start = i + 1;
  }
  return values;
}
