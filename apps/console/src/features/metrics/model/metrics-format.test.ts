import { describe, expect, it } from 'vitest';
import { formatLatency, formatLatencyTick, formatPercent, intervalHeading } from './metrics-format';

describe('the figures of the metrics page', () => {
  it('heads the interval column with days in UTC, as the server cuts them', () => {
    expect(intervalHeading('day')).toBe('Day (UTC)');
    expect(intervalHeading('hour')).toBe('Hour');
  });

  it('gives latencies in their unit, hours for runs that waited for a review', () => {
    expect(formatLatency(null)).toBe('—');
    expect(formatLatency(840)).toBe('840 ms');
    expect(formatLatency(2_449)).toBe('2.4 s');
    expect(formatLatency(59_960)).toBe('1 min 0 s');
    expect(formatLatency(21_359_600)).toBe('5 h 56 min');
    expect(formatLatencyTick(800)).toBe('800 ms');
    expect(formatLatencyTick(2_500)).toBe('2.5 s');
    expect(formatLatencyTick(2_700_000)).toBe('45 min');
    expect(formatLatencyTick(19_800_000)).toBe('5.5 h');
  });

  it('gives rates as percentages to a tenth', () => {
    expect(formatPercent(0.08123)).toBe('8.1%');
    expect(formatPercent(0)).toBe('0%');
  });
});
