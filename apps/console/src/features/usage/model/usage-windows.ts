/**
 * The date windows of the usage dashboard (spec 000 sections 4.6 and 9).
 *
 * Months are calendar months in UTC: the mock API keeps one record per workspace, type and
 * month and counts a record when its UTC month overlaps the window, so local-time boundaries
 * would pull in a neighbouring month for users east or west of UTC.
 */

import { formatDate } from '../../../lib/dates';

export interface UsageWindow {
  /** ISO date-time, inclusive. */
  from: string;
  /** ISO date-time. */
  to: string;
}

/** One entry of the Workflow Executions month picker. */
export interface MonthOption {
  /** `YYYY-MM`, the picker's key. */
  id: string;
  /** 'November 2026'. */
  label: string;
  year: number;
  /** 1 to 12. */
  month: number;
}

/** How many months the monthly charts and the month picker cover. */
export const monthCount = 12;

/** The first instant of the UTC month `offset` months from the month of `date`. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

const iso = (date: Date) => date.toISOString();

/** Overall and consumption cards: from the start of the previous month to the start of the next. */
export function cardsWindow(now: Date): UsageWindow {
  return { from: iso(monthStart(now, -1)), to: iso(monthStart(now, 1)) };
}

/** Monthly charts: the last 12 months, the current one included, up to the start of the next. */
export function monthlyWindow(now: Date): UsageWindow {
  return { from: iso(monthStart(now, -(monthCount - 1))), to: iso(monthStart(now, 1)) };
}

const utc = { timeZone: 'UTC' };

/** The months of the last year, oldest first: the x axis of the monthly charts. */
export function lastTwelveMonths(now: Date): MonthOption[] {
  return Array.from({ length: monthCount }, (_, index) => {
    const start = monthStart(now, index - (monthCount - 1));
    const year = start.getUTCFullYear();
    const month = start.getUTCMonth() + 1;
    return {
      id: `${year}-${String(month).padStart(2, '0')}`,
      label: formatDate(start, 'month', utc),
      year,
      month,
    };
  });
}

/** The month picker's options: the last 12 months, the current one first. */
export function monthPickerOptions(now: Date): MonthOption[] {
  return lastTwelveMonths(now).reverse();
}

/** 'Nov 2026': a month on a chart axis. */
export function shortMonthLabel({ year, month }: { year: number; month: number }): string {
  return formatDate(Date.UTC(year, month - 1, 1), 'shortMonth', utc);
}

/** The id (`YYYY-MM`) of the month of `now`. */
export function currentMonthId(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Workflow executions of the month picked (spec 000 section 4.6): from the month's start; the
 * current month ends now, a past month at its last millisecond.
 */
export function workflowWindow(monthId: string, now: Date): UsageWindow {
  const [year, month] = monthId.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 1, 1));
  const isCurrent = monthId === currentMonthId(now);
  const end = isCurrent ? now : new Date(Date.UTC(year, month, 1) - 1);
  return { from: iso(start), to: iso(end) };
}
