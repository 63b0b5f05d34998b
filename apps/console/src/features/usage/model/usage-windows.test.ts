import { describe, expect, it } from 'vitest';
import {
  cardsWindow,
  currentMonthId,
  lastTwelveMonths,
  monthPickerOptions,
  monthStart,
  monthlyWindow,
  shortMonthLabel,
  workflowWindow,
} from './usage-windows';

const now = new Date('2026-11-23T09:30:00.000Z');

describe('usage windows (spec 000 section 9)', () => {
  it('starts months in UTC, across year boundaries', () => {
    expect(monthStart(now).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(monthStart(now, 2).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(monthStart(new Date('2026-01-31T23:59:59.999Z'), -1).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });

  it('covers the previous month start to the next month start for the overall and consumption cards', () => {
    expect(cardsWindow(now)).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('covers the last 12 months for the monthly charts', () => {
    expect(monthlyWindow(now)).toEqual({
      from: '2025-12-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
    });
  });

  it('lists the last 12 months oldest first for the axes and newest first for the picker', () => {
    const months = lastTwelveMonths(now);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ id: '2025-12', label: 'December 2025', year: 2025, month: 12 });
    expect(months.at(-1)).toEqual({ id: '2026-11', label: 'November 2026', year: 2026, month: 11 });
    const picker = monthPickerOptions(now);
    expect(picker.map((option) => option.id).slice(0, 3)).toEqual([
      '2026-11',
      '2026-10',
      '2026-09',
    ]);
    expect(picker.at(-1)?.id).toBe('2025-12');
  });

  it('names a month shortly on an axis', () => {
    expect(shortMonthLabel({ year: 2026, month: 1 })).toBe('Jan 2026');
  });
});

describe('workflow executions month picker (spec 000 section 4.6)', () => {
  it('defaults to the current month start until now', () => {
    expect(currentMonthId(now)).toBe('2026-11');
    expect(workflowWindow('2026-11', now)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-23T09:30:00.000Z',
    });
  });

  it("ends a past month at that month's end", () => {
    expect(workflowWindow('2026-02', now)).toEqual({
      from: '2026-02-01T00:00:00.000Z',
      to: '2026-02-28T23:59:59.999Z',
    });
    expect(workflowWindow('2025-12', now)).toEqual({
      from: '2025-12-01T00:00:00.000Z',
      to: '2025-12-31T23:59:59.999Z',
    });
  });
});
