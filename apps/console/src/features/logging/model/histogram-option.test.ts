import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChartColors } from '../../../components/charts/chart-option';
import { brushedRange, describeHistogram, histogramOption } from './histogram-option';

const counts = (debug: number, info: number, warn: number, error: number) => ({ debug, info, warn, error });
const histogram = {
  intervalMs: 3_600_000,
  buckets: [
    { start: '2026-11-26T10:00:00.000Z', counts: counts(1, 2, 0, 0) },
    { start: '2026-11-26T11:00:00.000Z', counts: counts(3, 4, 1, 2) },
    { start: '2026-11-26T12:00:00.000Z', counts: counts(0, 1, 0, 0) },
  ],
};

describe('the volume histogram', () => {
  // On a clock west of Greenwich (New York, five hours behind UTC in November), set before any
  // date is formatted: a formatter reads the zone once, when it is made.
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it('turns a brushed span of bars into the time they cover, end included', () => {
    expect(brushedRange(histogram, [1, 2])).toEqual({ from: '2026-11-26T11:00:00.000Z', to: '2026-11-26T13:00:00.000Z' });
    expect(brushedRange(histogram, [-3, 0])).toEqual({ from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T11:00:00.000Z' });
    expect(brushedRange({ intervalMs: 60_000, buckets: [] }, [0, 1])).toBeUndefined();
  });

  it('says its figures in words', () => {
    expect(describeHistogram(histogram)).toMatch(/^14 lines: 2 errors, 1 warning\. Busiest interval from .* with 10 lines\.$/);
    expect(describeHistogram({ intervalMs: 60_000, buckets: [] })).toBe('No lines in this range.');
  });

  it('names its day bars by their UTC date, as the server cuts days', () => {
    const days = { intervalMs: 86_400_000, buckets: [{ start: '2026-11-25T00:00:00.000Z', counts: counts(0, 1, 0, 0) }, { start: '2026-11-26T00:00:00.000Z', counts: counts(0, 2, 0, 0) }] };
    const option = histogramOption(days, { series: [] } as unknown as ChartColors, false);
    expect(option.xAxis).toMatchObject({ data: ['25/11', '26/11'] });
    expect(describeHistogram(days)).toContain('Busiest interval from 26/11 with 2 lines.');
  });
});
