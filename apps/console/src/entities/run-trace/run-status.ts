import type { RunStatus } from '@agentdeck/api-client';
import type { BadgeProps, IconGlyph } from '@agentdeck/ui';
import { AlertCircleIcon, BanIcon, CheckCircleIcon, ClockIcon, LoaderIcon, ShieldIcon, XCircleIcon } from '@agentdeck/ui';

/** A run's or step's status as words, a tone and an icon: the word carries the meaning, not the colour. */
export const STATUS_LOOK: Record<RunStatus, { label: string; tone: NonNullable<BadgeProps['tone']>; icon: IconGlyph }> = {
  queued: { label: 'Queued', tone: 'neutral', icon: ClockIcon },
  running: { label: 'Running', tone: 'accent', icon: LoaderIcon },
  waiting: { label: 'Waiting for review', tone: 'warning', icon: ClockIcon },
  succeeded: { label: 'Succeeded', tone: 'success', icon: CheckCircleIcon },
  failed: { label: 'Failed', tone: 'danger', icon: XCircleIcon },
  blocked: { label: 'Blocked', tone: 'danger', icon: ShieldIcon },
  cancelled: { label: 'Cancelled', tone: 'neutral', icon: BanIcon },
};

export const ERROR_ICON = AlertCircleIcon;

/** '840 ms', '2.4 s', '3 min 5 s'; an unfinished step has no duration yet. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

/** A step's or run's input or output as readable text. */
export const formatValue = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
