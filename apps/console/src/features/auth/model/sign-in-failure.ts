import { ApiError } from '@agentdeck/api-client';

/**
 * A wait in words: seconds under a minute, else whole minutes rounded up, so the member is never
 * told to come back before the server lets them in.
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * What the member reads when signing in fails: the server's words for refused credentials, how
 * long to wait when too many attempts failed (a 429's `Retry-After`; the spec is silent, issue
 * 21), or that the server could not be reached.
 */
export function signInFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 0)
    return "We couldn't reach the server. Check your connection and try again.";
  if (error.status === 429)
    return error.retryAfterSeconds === undefined
      ? 'Too many sign-in attempts. Try again later.'
      : `Too many sign-in attempts. Try again in ${waitInWords(error.retryAfterSeconds)}.`;
  return error.message;
}
