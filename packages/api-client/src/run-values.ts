/**
 * The run and log constants (design sections 2.1 and 3.2), without zod: what the monitoring
 * screens need to name statuses, triggers and levels without evaluating the contract's schemas.
 */
export const RUN_STATUSES = ['queued', 'running', 'waiting', 'succeeded', 'failed', 'blocked', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
/** The statuses a run ends in; a finished run never changes again. */
export const FINISHED_RUN_STATUSES = ['succeeded', 'failed', 'blocked', 'cancelled'] as const satisfies readonly RunStatus[];
/** `replay`: a re-run of another run (design section 2.1c), which the run names in `replayOf`. */
export const RUN_TRIGGERS = ['api', 'broker', 'editor', 'experiment', 'replay'] as const;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** A page of `GET /workspaces/{wid}/runs` when no `limit` is given. */
export const RUN_PAGE_SIZE = 50;
