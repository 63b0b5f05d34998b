import { describe, expect, it } from 'vitest';
import {
  chartMaximum,
  formatAmount,
  formatAxisValue,
  formatPercent,
  formatRange,
} from './usage-format';

describe('usage formatting (spec 000 section 9)', () => {
  it("shows a window ending at a month's start as ending the day before", () => {
    expect(formatRange('2026-10-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(
      '01/10/2026 – 30/11/2026',
    );
    expect(formatRange('2026-11-01T00:00:00.000Z', '2026-11-23T09:30:00.000Z')).toBe(
      '01/11/2026 – 23/11/2026',
    );
    expect(formatRange('2026-02-01T00:00:00.000Z', '2026-02-28T23:59:59.999Z')).toBe(
      '01/02/2026 – 28/02/2026',
    );
  });

  it('writes credit and token axes in K and storage in GB', () => {
    expect(formatAxisValue('credits', 16000)).toBe('16K');
    expect(formatAxisValue('credits', 2500)).toBe('2.5K');
    expect(formatAxisValue('tokens', 10000)).toBe('10,000K');
    expect(formatAxisValue('storage', 90)).toBe('90 GB');
  });

  it('writes amounts with their units', () => {
    expect(formatAmount('storage', 52)).toBe('52 GB');
    expect(formatAmount('credits', 12345)).toBe('12,345 credits');
    expect(formatAmount('tokens', 5432)).toBe('5,432K tokens');
    expect(formatPercent(71.1111)).toBe('71.1%');
  });

  it('keeps the documented chart maximums', () => {
    expect(chartMaximum).toEqual({ storage: 90, credits: 16000, tokens: 10000 });
  });
});
