import { describe, expect, it } from 'vitest';
import { formatDate, isoInstant } from './format-date';

// Every case names its zone, so the expectations hold on a machine in any time zone.
const at = '2026-11-29T04:52:07.123Z';
const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it.each([
    ['date', '29/11/2026'],
    ['dateTime', '29/11/2026 04:52'],
    ['dateTimeSeconds', '29/11/2026 04:52:07'],
    ['time', '04:52'],
    ['timeMilliseconds', '04:52:07.123'],
    ['dayMonth', '29/11'],
    ['month', 'November 2026'],
    ['shortMonth', 'Nov 2026'],
  ] as const)('writes %s as %j', (format, text) => {
    expect(formatDate(at, format, utc)).toBe(text);
  });

  it('writes the date DD/MM/YYYY by default, with leading zeros', () => {
    expect(formatDate('2026-01-05T09:07:00.000Z', undefined, utc)).toBe('05/01/2026');
  });

  it('counts hours 00 to 23', () => {
    expect(formatDate('2026-01-05T00:00:00.000Z', 'dateTime', utc)).toBe('05/01/2026 00:00');
    expect(formatDate('2026-01-05T23:59:59.999Z', 'timeMilliseconds', utc)).toBe('23:59:59.999');
  });

  it('reads the moment in the zone given, the day and month changing with it', () => {
    expect(formatDate('2026-11-30T20:00:00.000Z', 'dateTime', { timeZone: 'Asia/Kolkata' })).toBe('01/12/2026 01:30');
    expect(formatDate('2026-12-01T02:00:00.000Z', 'dateTime', { timeZone: 'America/New_York' })).toBe('30/11/2026 21:00');
    expect(formatDate('2026-12-01T02:00:00.000Z', 'month', { timeZone: 'America/New_York' })).toBe('November 2026');
  });

  it("reads the moment on the browser's clock when no zone is given", () => {
    // Built from local fields, so the local reading is known whatever the machine's zone.
    expect(formatDate(new Date(2026, 0, 5, 9, 7, 3, 40).toISOString(), 'dateTimeSeconds')).toBe('05/01/2026 09:07:03');
    expect(formatDate(new Date(2026, 10, 23, 18, 45), 'timeMilliseconds')).toBe('18:45:00.000');
  });

  it('takes a Date or milliseconds as well as an ISO string', () => {
    expect(formatDate(new Date(at), 'dateTime', utc)).toBe('29/11/2026 04:52');
    expect(formatDate(Date.parse(at), 'dateTime', utc)).toBe('29/11/2026 04:52');
  });

  it('says a relative time from the time given', () => {
    expect(formatDate(at, 'relative', { now: Date.parse(at) + 2 * 3_600_000 })).toBe('2 hours ago');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatDate('not a date', 'dateTime')).toBe('');
    expect(formatDate('not a date', 'relative')).toBe('');
    expect(isoInstant('not a date')).toBe('');
  });
});

describe('isoInstant', () => {
  it('gives the exact instant in UTC', () => {
    expect(isoInstant('2026-11-29T10:22:07.123+05:30')).toBe('2026-11-29T04:52:07.123Z');
    expect(isoInstant(Date.parse(at))).toBe(at);
  });
});
