import { ApiError } from './client';

/**
 * Failures that may pass on their own: no answer at all (a lost connection or a timeout, status
 * 0), a server error (5xx), a request timeout (408) or too many requests (429). A 4xx answer is
 * the server's word and is never retried.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface RetryPolicy {
  /** Attempts after the first. @default 3 */
  retries?: number;
  /** The wait before the first retry; each next one waits twice as long. @default 500 */
  baseDelayMs?: number;
  /** @default setTimeout */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`, trying a transient failure again after 0.5 s, 1 s and 2 s (a quarter more or
 * less, so many tabs do not retry in step); any other failure, or the last one, is thrown.
 */
export async function withRetry<T>(call: () => Promise<T>, policy: RetryPolicy = {}): Promise<T> {
  const { retries = 3, baseDelayMs = 500, sleep = wait } = policy;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= retries || !isTransientFailure(error)) throw error;
      const jitter = 0.75 + Math.random() * 0.5;
      await sleep(Math.round(baseDelayMs * 2 ** attempt * jitter));
    }
  }
}
