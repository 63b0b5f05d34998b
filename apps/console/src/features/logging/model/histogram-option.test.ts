import { describe, expect, it } from 'vitest';
import { brushedRange, bucketLabel, describeHistogram } from './histogram-option';

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
  it('turns a brushed span of bars into the time they cover, end included', () => {
    expect(brushedRange(histogram, [1, 2])).toEqual({ from: '2026-11-26T11:00:00.000Z', to: '2026-11-26T13:00:00.000Z' });
    expect(brushedRange(histogram, [-3, 0])).toEqual({ from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T11:00:00.000Z' });
    expect(brushedRange({ intervalMs: 60_000, buckets: [] }, [0, 1])).toBeUndefined();
  });

  it('labels its bars with the day DD/MM and the 24-hour time, as long as the bars are wide', () => {
    // Read on the browser's clock: built from local fields, it reads the same in any zone.
    const at = new Date(2026, 10, 26, 9, 5).toISOString();
    expect(bucketLabel(at, 86_400_000)).toBe('26/11');
    expect(bucketLabel(at, 3_600_000)).toBe('26/11 09:05');
    expect(bucketLabel(at, 60_000)).toBe('09:05');
  });

  it('says its figures in words', () => {
    expect(describeHistogram(histogram)).toMatch(/^14 lines: 2 errors, 1 warning\. Busiest interval from .* with 10 lines\.$/);
    expect(describeHistogram({ intervalMs: 60_000, buckets: [] })).toBe('No lines in this range.');
  });
});
