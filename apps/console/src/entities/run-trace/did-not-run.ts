import type { RunStep } from '@agentdeck/api-client';

/**
 * Whether a step did not run in its run: a skipped one (its branch was not taken) or a reused one
 * (a replay copied the original run's output instead, design section 2.1c). Neither took time.
 */
export const didNotRun = (step: Pick<RunStep, 'status'>): boolean => step.status === 'skipped' || step.status === 'reused';
