import { formatDate, isoInstant, type DateFormat } from './format-date';

export interface MomentProps {
  /** The moment: an ISO string as the API gives it, a Date or milliseconds. */
  value: string | number | Date;
  /** @default 'date' */
  format?: DateFormat;
  /** The zone the moment is read in; the browser's by default (see DateFormatOptions). */
  timeZone?: string;
  className?: string;
}

/**
 * A moment as the console writes it, in a `<time>` whose tooltip gives the exact ISO instant: the
 * formatted text drops the seconds, the zone or the year, the tooltip keeps them. A relative time
 * ('2 hours ago') also gives the date and time it stands for. Nothing when unreadable.
 */
export function Moment({ value, format = 'date', timeZone, className }: MomentProps) {
  const text = formatDate(value, format, { timeZone });
  if (!text) return null;
  const instant = isoInstant(value);
  const title = format === 'relative' ? `${formatDate(value, 'dateTime', { timeZone })} (${instant})` : instant;
  return (
    <time className={className} dateTime={instant} title={title}>
      {text}
    </time>
  );
}
