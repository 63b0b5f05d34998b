import { ApiError } from '@agentdeck/api-client';

/**
 * The toast text for a failed call: the server's own message when it answered (a 400, 403, 404
 * or 409 says what went wrong), else the screen's "Something went wrong! …" text for a failure the
 * user cannot read anything into (no answer, or an exception before the call).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message.trim() !== '')
    return error.message;
  return fallback;
}

/**
 * The reasons a refused call lists (a 400 names each problem), or its one message: what a dialog
 * shows under its form when the server says no.
 */
export function apiErrorReasons(error: unknown, fallback: string): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors;
  return [apiErrorMessage(error, fallback)];
}
