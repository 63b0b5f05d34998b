import type { RunStatus, RunStep, StepStatus } from '@agentdeck/api-client';
import { didNotRun } from './did-not-run';
import type { BadgeProps, IconGlyph } from '@agentdeck/ui';
import { AlertCircleIcon, BanIcon, CheckCircleIcon, ClockIcon, CopyIcon, LoaderIcon, MinusIcon, ShieldIcon, XCircleIcon } from '@agentdeck/ui';

/** A run's or step's status as words, a tone and an icon: the word carries the meaning, not the colour. */
export const STATUS_LOOK: Record<RunStatus | StepStatus, { label: string; tone: NonNullable<BadgeProps['tone']>; icon: IconGlyph }> = {
  queued: { label: 'Queued', tone: 'neutral', icon: ClockIcon },
  running: { label: 'Running', tone: 'accent', icon: LoaderIcon },
  waiting: { label: 'Waiting for review', tone: 'warning', icon: ClockIcon },
  succeeded: { label: 'Succeeded', tone: 'success', icon: CheckCircleIcon },
  failed: { label: 'Failed', tone: 'danger', icon: XCircleIcon },
  blocked: { label: 'Blocked', tone: 'danger', icon: ShieldIcon },
  cancelled: { label: 'Cancelled', tone: 'neutral', icon: BanIcon },
  skipped: { label: 'Skipped', tone: 'neutral', icon: MinusIcon },
  reused: { label: 'Reused', tone: 'neutral', icon: CopyIcon },
};

export const ERROR_ICON = AlertCircleIcon;

/** '840 ms', '2.4 s', '3 min 5 s', '5 h 56 min' (a run waiting for a review); an unfinished step has no duration yet. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  // Whole seconds, then minutes, rounded first: 59.6 s past a minute is the next minute, not '60 s'.
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  const minutes = Math.round(ms / 60_000);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A step's duration; a step that did not run has none (a dash, not '0 ms'). */
export const formatStepDuration = (step: Pick<RunStep, 'status' | 'durationMs'>): string =>
  formatDuration(didNotRun(step) ? null : step.durationMs);

/** A step's or run's input or output as readable text. */
export const formatValue = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
