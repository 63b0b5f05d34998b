import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brushedSpan, timeAxisLabel, timeBucketLabel } from './time-axis';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('the time axis of the monitoring charts, on a clock west of Greenwich', () => {
  // New York is five hours behind UTC in November: a UTC day's start is the evening before there.
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it('names a day bucket by its UTC date, as the server cuts days', () => {
    expect(timeAxisLabel('2026-11-14T00:00:00.000Z', DAY)).toBe('14/11');
    expect(timeAxisLabel('2026-11-14T23:00:00.000Z', DAY)).toBe('14/11');
    expect(timeBucketLabel('2026-11-14T00:00:00.000Z', DAY)).toBe('14/11/2026');
  });

  it('names hours and minutes on the member’s clock, as the lines beside the chart are', () => {
    const nineFive = new Date(2026, 10, 14, 9, 5).toISOString();
    expect(timeAxisLabel(nineFive, HOUR)).toBe('14/11 09:05');
    expect(timeAxisLabel(nineFive, 60_000)).toBe('09:05');
    expect(timeBucketLabel(nineFive, HOUR)).toBe('14/11/2026 09:05');
  });
});

describe('a brushed span of buckets', () => {
  const days = ['2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z', '2026-11-12T00:00:00.000Z'];

  it('runs from the first bucket’s start to the last one’s end, brushed either way, within the buckets', () => {
    expect(brushedSpan(days, DAY, [1, 2])).toEqual({ from: '2026-11-11T00:00:00.000Z', to: '2026-11-13T00:00:00.000Z' });
    expect(brushedSpan(days, DAY, [2, 0])).toEqual({ from: '2026-11-10T00:00:00.000Z', to: '2026-11-13T00:00:00.000Z' });
    expect(brushedSpan(days, HOUR, [1, 1])).toEqual({ from: '2026-11-11T00:00:00.000Z', to: '2026-11-11T01:00:00.000Z' });
    expect(brushedSpan(days, DAY, [-3, 9])).toEqual({ from: '2026-11-10T00:00:00.000Z', to: '2026-11-13T00:00:00.000Z' });
    expect(brushedSpan([], DAY, [0, 1])).toBeUndefined();
  });
});
