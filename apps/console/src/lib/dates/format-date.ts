import { formatRelativeTime } from './relative-time';

/**
 * How the console writes a moment (spec 000 section 9: dates read DD/MM/YYYY, times in 24 hours):
 * - `date` '29/11/2026'
 * - `dateTime` '29/11/2026 04:52', `dateTimeSeconds` '29/11/2026 04:52:07' (a run's start)
 * - `time` '04:52' (a short bucket on an axis), `timeMilliseconds` '04:52:07.123' (a log line)
 * - `dayMonth` '29/11' (a chart axis where the year goes without saying)
 * - `month` 'November 2026', `shortMonth` 'Nov 2026' (a month as a whole)
 * - `relative` '5 minutes ago'
 */
export type DateFormat =
  | 'date'
  | 'dateTime'
  | 'dateTimeSeconds'
  | 'time'
  | 'timeMilliseconds'
  | 'dayMonth'
  | 'month'
  | 'shortMonth'
  | 'relative';

export interface DateFormatOptions {
  /**
   * The IANA zone the moment is read in. By default the browser's own: a member reads when
   * something happened on their own clock, and the tooltip's ISO instant (UTC) settles any doubt.
   * A day or month the server cuts at UTC midnight (usage windows, metrics days) passes 'UTC',
   * or west of Greenwich it would read as the day before.
   */
  timeZone?: string;
  /** The time `relative` counts from. @default Date.now() */
  now?: number;
}

const PART_TYPES = ['year', 'month', 'day', 'hour', 'minute', 'second', 'fractionalSecond'] as const;
type Parts = Record<(typeof PART_TYPES)[number], string>;
const isPartType = (type: string): type is keyof Parts => (PART_TYPES as readonly string[]).includes(type);

// One formatter per zone: a log list formats hundreds of lines, and a formatter is costly to make.
// The parts are put together by hand so the result never depends on a locale's punctuation.
const numericFormats = new Map<string, Intl.DateTimeFormat>();
const numericFormat = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let format = numericFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hourCycle: 'h23',
      timeZone,
    });
    numericFormats.set(key, format);
  }
  return format;
};

const monthFormats = new Map<string, Intl.DateTimeFormat>();
const monthFormat = (length: 'long' | 'short', timeZone: string | undefined) => {
  const key = `${length} ${timeZone ?? ''}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { month: length, year: 'numeric', timeZone });
    monthFormats.set(key, format);
  }
  return format;
};

function partsOf(time: number, timeZone: string | undefined): Parts {
  const parts = {} as Parts;
  for (const part of numericFormat(timeZone).formatToParts(time)) {
    if (isPartType(part.type)) parts[part.type] = part.value;
  }
  return parts;
}

/** The moment as a number of milliseconds, or NaN when it cannot be read. */
export function toTime(at: string | number | Date): number {
  if (at instanceof Date) return at.getTime();
  return typeof at === 'number' ? at : Date.parse(at);
}

/** A moment in one of the console's formats; '' when it cannot be read. */
export function formatDate(at: string | number | Date, format: DateFormat = 'date', options: DateFormatOptions = {}): string {
  const time = toTime(at);
  if (Number.isNaN(time)) return '';
  if (format === 'relative') return formatRelativeTime(new Date(time).toISOString(), options.now);
  if (format === 'month' || format === 'shortMonth') return monthFormat(format === 'month' ? 'long' : 'short', options.timeZone).format(time);
  const { year, month, day, hour, minute, second, fractionalSecond } = partsOf(time, options.timeZone);
  const date = `${day}/${month}/${year}`;
  switch (format) {
    case 'date':
      return date;
    case 'dayMonth':
      return `${day}/${month}`;
    case 'dateTime':
      return `${date} ${hour}:${minute}`;
    case 'dateTimeSeconds':
      return `${date} ${hour}:${minute}:${second}`;
    case 'time':
      return `${hour}:${minute}`;
    case 'timeMilliseconds':
      return `${hour}:${minute}:${second}.${fractionalSecond}`;
  }
}

/** The exact instant, in UTC, as a tooltip and a `<time dateTime>` give it; '' when unreadable. */
export function isoInstant(at: string | number | Date): string {
  const time = toTime(at);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
