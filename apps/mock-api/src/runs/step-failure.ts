/** Ends a step, and with it the run: `failed`, or `blocked` by a guardrail. The message says why. */
export class StepFailure extends Error {
  constructor(
    message: string,
    readonly status: 'failed' | 'blocked' = 'failed',
  ) {
    super(message);
  }
}

/** Whether an error is the run's cancellation reaching an awaited call. */
export const isAbort = (error: unknown, signal: AbortSignal) => signal.aborted && (error === signal.reason || (error as Error)?.name === 'AbortError');
