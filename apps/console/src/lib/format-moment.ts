const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A time as a date and an hour ('27 Nov 2026, 09:00'), '' when unreadable. */
export function formatMoment(at: string): string {
  const time = Date.parse(at);
  return Number.isNaN(time) ? '' : moment.format(time);
}
