import { useFindWorkspace } from '@agentdeck/api-client/hooks';
import { useEffect } from 'react';

/**
 * `POST /workspaces/find` for the workspace in the path; `enabled: false` turns the call off.
 * Workspace validation does not refetch when the window regains focus (spec 000 section 2.2); a
 * failure is logged (section 8) after the hook's few retries of a transient one, never retried
 * into a loop.
 */
export function useWorkspaceLookup(wid: string | undefined, enabled: boolean) {
  const lookup = useFindWorkspace(enabled && wid ? { body: { id: wid } } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const { error } = lookup;
  useEffect(() => {
    if (error && error.status !== 403 && error.status !== 404) console.warn('Workspace lookup failed', error);
  }, [error]);
  return lookup;
}
