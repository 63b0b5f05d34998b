/** How the usage dashboard writes dates, amounts and axis labels (spec 000 section 9). */
import { formatDate } from '../../../lib/dates';

export type MeasuredType = 'storage' | 'credits' | 'tokens';

/** DD/MM/YYYY, in UTC like the windows (see usage-windows.ts). */
const utcDate = (date: Date | string) => formatDate(date, 'date', { timeZone: 'UTC' });

/**
 * A window as the user reads it: '01/10/2026 – 30/11/2026'. A window ending exactly at midnight
 * ends before that day (the next month's start is exclusive), so its last day is shown.
 */
export function formatRange(from: string, to: string): string {
  const end = new Date(to);
  const isExclusiveEnd =
    end.getUTCHours() === 0 &&
    end.getUTCMinutes() === 0 &&
    end.getUTCSeconds() === 0 &&
    end.getUTCMilliseconds() === 0;
  const lastDay =
    isExclusiveEnd && end.getTime() > new Date(from).getTime() ? new Date(end.getTime() - 1) : end;
  return `${utcDate(from)} – ${utcDate(lastDay)}`;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * An amount with its unit: storage in GB, credits as a count, tokens in thousands (the mock API
 * answers tokens in 'K tokens').
 */
export function formatAmount(type: MeasuredType, value: number): string {
  if (type === 'storage') return `${oneDecimal.format(value)} GB`;
  if (type === 'credits') return `${whole.format(value)} credits`;
  return `${whole.format(value)}K tokens`;
}

/** A y-axis label: credits and tokens in K, storage in GB (spec 000 section 9). */
export function formatAxisValue(type: MeasuredType, value: number): string {
  if (type === 'storage') return `${whole.format(value)} GB`;
  // Credits are counted one by one; tokens already arrive in thousands.
  const thousands = type === 'credits' ? value / 1000 : value;
  return `${oneDecimal.format(thousands)}K`;
}

/** The y-axis maximum of each kind of chart (spec 000 section 9). */
export const chartMaximum: Record<MeasuredType, number> = {
  storage: 90,
  credits: 16000,
  tokens: 10000,
};

/** A share of the quota, '71%'. */
export function formatPercent(value: number): string {
  return `${oneDecimal.format(value)}%`;
}

/** A whole count, '1,234'. */
export function formatCount(value: number): string {
  return whole.format(value);
}
