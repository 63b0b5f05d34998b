import type { GuardrailTrial, HandlingType } from './try-guardrail';

export type TrialOutcome =
  | { kind: 'done'; trial: GuardrailTrial }
  | { kind: 'invalid' }
  | { kind: 'too-slow' }
  | { kind: 'unavailable' };

/** How long a trial may take before the pattern is called too slow for a guardrail. */
export const TRIAL_TIME_LIMIT_MS = 1000;

/**
 * Tries a regex guardrail on sample text in a worker of its own, stopped `TRIAL_TIME_LIMIT_MS`
 * after it gets the text (its start-up, slow on a busy machine, is not counted): a pattern with
 * catastrophic backtracking reports 'too-slow' instead of hanging the tab.
 */
export function runTrial(
  pattern: string,
  handling: HandlingType,
  text: string,
): Promise<TrialOutcome> {
  const worker = new Worker(new URL('./try-guardrail.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<TrialOutcome>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    worker.onerror = () => resolve({ kind: 'unavailable' });
    worker.onmessage = ({
      data,
    }: MessageEvent<{ ready?: boolean; trial?: GuardrailTrial; invalid?: boolean }>) => {
      if (data.ready) {
        worker.postMessage({ pattern, handling, text });
        timer = setTimeout(() => resolve({ kind: 'too-slow' }), TRIAL_TIME_LIMIT_MS);
        return;
      }
      clearTimeout(timer);
      resolve(data.trial ? { kind: 'done', trial: data.trial } : { kind: 'invalid' });
    };
  }).finally(() => worker.terminate());
}
