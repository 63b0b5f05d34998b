import { formatDate } from '../dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The ranges a monitoring screen offers, each ending now. */
export const RANGE_PRESETS = [
  { id: '15m', label: 'Last 15 minutes', ms: 15 * MINUTE },
  { id: '1h', label: 'Last hour', ms: HOUR },
  { id: '6h', label: 'Last 6 hours', ms: 6 * HOUR },
  { id: '24h', label: 'Last 24 hours', ms: DAY },
  { id: '7d', label: 'Last 7 days', ms: 7 * DAY },
  { id: '30d', label: 'Last 30 days', ms: 30 * DAY },
] as const;
export type RangePresetId = (typeof RANGE_PRESETS)[number]['id'];
export const CUSTOM_RANGE = 'custom';

/**
 * A time range as the address holds it: a preset (`range=24h`), or `from` and an optional `to`
 * (until now when absent), ISO times.
 */
export type TimeRange = { preset: RangePresetId } | { from: string; to?: string };

const isPreset = (value: string | null): value is RangePresetId => RANGE_PRESETS.some((preset) => preset.id === value);
const isTime = (value: string | null): value is string => value !== null && !Number.isNaN(Date.parse(value));

/** The range in the search params, or the default preset when they hold none (or an unreadable one). */
export function readTimeRange(params: URLSearchParams, fallback: RangePresetId): TimeRange {
  const from = params.get('from');
  const to = params.get('to');
  if (isTime(from)) return isTime(to) ? { from, to } : { from };
  const preset = params.get('range');
  return { preset: isPreset(preset) ? preset : fallback };
}

/** Writes the range into search params (a copy), replacing whatever range they held. */
export function writeTimeRange(params: URLSearchParams, range: TimeRange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  if ('preset' in range) next.set('range', range.preset);
  else {
    next.set('from', range.from);
    if (range.to) next.set('to', range.to);
  }
  return next;
}

/** The range's ISO bounds at `now`. */
export function resolveTimeRange(range: TimeRange, now: number): { from: string; to: string } {
  if ('preset' in range) {
    const preset = RANGE_PRESETS.find((candidate) => candidate.id === range.preset)!;
    return { from: new Date(now - preset.ms).toISOString(), to: new Date(now).toISOString() };
  }
  return { from: new Date(range.from).toISOString(), to: new Date(range.to ?? now).toISOString() };
}

/** The range in words: the preset's label, or '03/11/2026 10:00 – 03/11/2026 11:00'. */
export function describeTimeRange(range: TimeRange): string {
  if ('preset' in range) return RANGE_PRESETS.find((preset) => preset.id === range.preset)!.label;
  return `${formatDate(range.from, 'dateTime')} – ${range.to ? formatDate(range.to, 'dateTime') : 'now'}`;
}
