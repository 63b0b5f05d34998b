import type { MetricFigures } from '@agentdeck/api-client';
import type { MetricCell } from './metrics-query';
import { mergeSketches, sketchLatencies, type LatencySketch } from './latency-sketch';

/** Credits are fractions (tokens times a rate): rounded as the usage figures are. */
const roundCredits = (credits: number) => Math.round(credits * 1e6) / 1e6;

/** Sums cells into one set of figures, merging their latency sketches when the percentiles are asked for. */
export class Tally {
  runs = 0;
  failures = 0;
  tokens = 0;
  credits = 0;
  private readonly active: LatencySketch[] = [];
  private readonly wall: LatencySketch[] = [];
  private memo: MetricFigures | undefined;

  add(cell: Pick<MetricCell, 'runs' | 'failures' | 'tokens' | 'credits' | 'active' | 'wall'>): void {
    this.runs += cell.runs;
    this.failures += cell.failures;
    this.tokens += cell.tokens;
    this.credits += cell.credits;
    this.active.push(cell.active);
    this.wall.push(cell.wall);
    this.memo = undefined;
  }

  figures(): MetricFigures {
    this.memo ??= {
      runs: this.runs,
      failures: this.failures,
      errorRate: this.runs === 0 ? 0 : this.failures / this.runs,
      ...sketchLatencies(mergeSketches(this.active)),
      wall: sketchLatencies(mergeSketches(this.wall)),
      tokens: this.tokens,
      credits: roundCredits(this.credits),
    };
    return this.memo;
  }
}

const COMMA = 44;
const ZERO = 48;

/**
 * The durations of a cell, from `group_concat`'s text: whole milliseconds read digit by digit, a
 * value with a fraction or exponent through `Number`. Splitting the text made 100,000 strings.
 */
export function durationsOf(cell: { durations: string | null }): Float64Array {
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
