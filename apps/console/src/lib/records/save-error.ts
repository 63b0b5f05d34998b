import { ApiError } from '@agentdeck/api-client';
import { toast } from '@agentdeck/ui';
import { apiErrorMessage } from '../api-error-message';

/**
 * Reports a failed create or update: an error toast with the server's message, or the screen's
 * "Something went wrong! …" text (spec 001 section 8). A duplicate name (409) is also the name
 * field's problem, so `onDuplicate` receives the message to show next to that field.
 */
export function reportSaveError(
  error: unknown,
  failedMessage: string,
  onDuplicate: (message: string) => void,
  listsProblems = false,
) {
  if (error instanceof ApiError && error.status === 409) onDuplicate(error.message);
  const message = apiErrorMessage(error, failedMessage);
  const problems = listsProblems && error instanceof ApiError && error.status === 400 ? error.errors : [];
  toast.error([message, ...problems].join('\n'));
}
