import { ApiError } from '@agentdeck/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';

/** Why a run was not asked for at all (the draft could not be saved first): its message is the member's. */
export class RunNotStarted extends Error {}

/** Why a run did not start, one reason a line: the server's problems, the save's reason, or `fallback`. */
export const reasonsRunDidNotStart = (error: unknown, fallback: string): string[] =>
  error instanceof ApiError && error.errors.length > 0
    ? error.errors
    : [error instanceof RunNotStarted ? error.message : apiErrorMessage(error, fallback)];
