import type { MetricFigures } from '@agentdeck/api-client';
import type { MetricCell } from './metrics-query';
import { latencies } from './percentile';

/** Credits are fractions (tokens times a rate): rounded as the usage figures are. */
const roundCredits = (credits: number) => Math.round(credits * 1e6) / 1e6;

/** Sums cells into one set of figures, keeping every duration for exact percentiles. */
export class Tally {
  runs = 0;
  failures = 0;
  tokens = 0;
  credits = 0;
  readonly durations: number[] = [];

  add(cell: Pick<MetricCell, 'runs' | 'failures' | 'tokens' | 'credits'>, durations: readonly number[]): void {
    this.runs += cell.runs;
    this.failures += cell.failures;
    this.tokens += cell.tokens;
    this.credits += cell.credits;
    // A loop, not push(...durations): spreading 100,000 arguments overflows the stack.
    for (const duration of durations) this.durations.push(duration);
  }

  figures(): MetricFigures {
    return {
      runs: this.runs,
      failures: this.failures,
      errorRate: this.runs === 0 ? 0 : this.failures / this.runs,
      ...latencies(this.durations),
      tokens: this.tokens,
      credits: roundCredits(this.credits),
    };
  }
}

/** The durations of a cell, parsed from `group_concat`'s text. */
export const durationsOf = (cell: Pick<MetricCell, 'durations'>): number[] => (cell.durations === null ? [] : cell.durations.split(',').map(Number));
