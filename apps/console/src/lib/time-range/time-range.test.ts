import { describe, expect, it } from 'vitest';
import { readTimeRange, resolveTimeRange, writeTimeRange } from './time-range';

describe('time ranges in the address', () => {
  it('reads a preset, a custom range, an open-ended one, and falls back on anything else', () => {
    expect(readTimeRange(new URLSearchParams('range=7d'), '24h')).toEqual({ preset: '7d' });
    expect(readTimeRange(new URLSearchParams('from=2026-11-01T00:00:00.000Z&to=2026-11-02T00:00:00.000Z'), '24h')).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-02T00:00:00.000Z',
    });
    expect(readTimeRange(new URLSearchParams('from=2026-11-01T00:00:00.000Z&to=soon'), '24h')).toEqual({ from: '2026-11-01T00:00:00.000Z' });
    expect(readTimeRange(new URLSearchParams('range=2y&from=yesterday'), '24h')).toEqual({ preset: '24h' });
  });

  it('writes one kind of range, keeping the other params', () => {
    const written = writeTimeRange(new URLSearchParams('q=level%3Aerror&range=7d'), { from: '2026-11-01T00:00:00.000Z' });
    expect(written.toString()).toBe('q=level%3Aerror&from=2026-11-01T00%3A00%3A00.000Z');
    expect(writeTimeRange(written, { preset: '1h' }).toString()).toBe('q=level%3Aerror&range=1h');
  });

  it('resolves a preset back from now and an open end to now', () => {
    const now = Date.parse('2026-11-26T12:00:00.000Z');
    expect(resolveTimeRange({ preset: '1h' }, now)).toEqual({ from: '2026-11-26T11:00:00.000Z', to: '2026-11-26T12:00:00.000Z' });
    expect(resolveTimeRange({ from: '2026-11-26T10:00:00Z' }, now)).toEqual({ from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T12:00:00.000Z' });
  });
});
