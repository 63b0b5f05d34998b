import { paths } from '../../config/paths';

/** The search param that opens a run's trace on any screen that mounts `RunTraceFromUrl`. */
export const RUN_ID_PARAM = 'runId';
/** With `runId`: the step the trace opens on (a reused step's original). */
export const STEP_ID_PARAM = 'stepId';

/** Where a run's trace (at one of its steps) is shown: the address a link to it goes to. */
export type RunHref = (runId: string, stepId?: string) => string;

/** The search of `current` with the trace of `runId` (at `stepId`) open. */
export function withRunInSearch(current: URLSearchParams, runId: string, stepId?: string): string {
  const next = new URLSearchParams(current);
  next.set(RUN_ID_PARAM, runId);
  if (stepId) next.set(STEP_ID_PARAM, stepId);
  else next.delete(STEP_ID_PARAM);
  return `?${next}`;
}

/** A run's trace over the logging page's runs: where a screen with no trace drawer of its own sends it. */
export const loggingRunHref =
  (wid: string): RunHref =>
  (runId, stepId) =>
    `${paths.workspace.logging.getHref(wid)}${withRunInSearch(new URLSearchParams({ tab: 'runs' }), runId, stepId)}`;
