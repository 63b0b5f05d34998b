import type { Experiment, ExperimentStatus } from '@agentdeck/api-client';
import type { BadgeProps } from '@agentdeck/ui';

/** An experiment's status in words and a tone: the word carries the meaning, not the colour. */
export const STATUS_LOOK: Record<ExperimentStatus, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  running: { label: 'Running', tone: 'accent' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

/** 'Running, 12 of 40 items'; 'Completed'. */
export function statusText(experiment: Pick<Experiment, 'status' | 'progress'>): string {
  const { label } = STATUS_LOOK[experiment.status];
  return experiment.status === 'running' ? `${label}, ${experiment.progress.done} of ${experiment.progress.total} items` : label;
}
