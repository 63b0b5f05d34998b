import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rangeParts } from '../src/metrics/rollup-ranges';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(ms).toISOString();

/** The milliseconds a part holds: runs parts by instants (both included), rollup parts by whole hours or days. */
function spans(from: number, to: number, interval: 'hour' | 'day'): [number, number][] {
  const parts = rangeParts(from, to, interval);
  const size = { hour: HOUR, day: DAY };
  const startOf = (bucket: string) => Date.parse(bucket.length === 10 ? `${bucket}T00:00:00Z` : `${bucket}:00:00Z`);
  return [
    ...parts.runs.map(({ from: start, to: end }): [number, number] => [Date.parse(start), Date.parse(end) + 1]),
    ...parts.rollups.map(({ span, from: start, until }): [number, number] => {
      expect(startOf(start) % size[span]).toBe(0);
      return [startOf(start), startOf(until)];
    }),
  ].sort((a, b) => a[0] - b[0]);
}

describe('a metrics range split between rollups and runs', () => {
  it('covers every millisecond from `from` to `to` once, whole hours (and days, by day) from the rollups', () => {
    const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-03-01T00:00:00Z') });
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 40 * DAY }), fc.constantFrom('hour' as const, 'day' as const), (from, length, interval) => {
        const to = from + length;
        const covered = spans(from, to, interval);
        expect(covered[0]![0]).toBe(from);
        expect(covered.at(-1)![1]).toBe(to + 1);
        covered.slice(1).forEach(([start], index) => expect(start).toBe(covered[index]![1]));
        const runs = rangeParts(from, to, interval).runs;
        expect(runs.every(({ from: start, to: end }) => Date.parse(end) - Date.parse(start) < HOUR)).toBe(true);
        if (interval === 'hour') expect(rangeParts(from, to, interval).rollups.every((part) => part.span === 'hour')).toBe(true);
      }),
    );
  });

  it("reads a range across one hour's start, with no whole hour in it, as the two partial hours", () => {
    const from = Date.parse('2026-11-29T10:01:00.000Z');
    expect(rangeParts(from, from + 118 * 60_000, 'day')).toEqual({
      runs: [
        { from: '2026-11-29T10:01:00.000Z', to: '2026-11-29T10:59:59.999Z' },
        { from: '2026-11-29T11:00:00.000Z', to: '2026-11-29T11:59:00.000Z' },
      ],
      rollups: [],
    });
  });

  it('reads 30 days by day from whole days, with the hours and the partial hours at either end', () => {
    const to = Date.parse('2026-11-29T12:34:56.789Z');
    expect(rangeParts(to - 30 * DAY, to, 'day')).toEqual({
      runs: [
        { from: '2026-10-30T12:34:56.789Z', to: '2026-10-30T12:59:59.999Z' },
        { from: '2026-11-29T12:00:00.000Z', to: at(to) },
      ],
      rollups: [
        { span: 'hour', from: '2026-10-30T13', until: '2026-10-31T00' },
        { span: 'day', from: '2026-10-31', until: '2026-11-29' },
        { span: 'hour', from: '2026-11-29T00', until: '2026-11-29T12' },
      ],
    });
  });
});
