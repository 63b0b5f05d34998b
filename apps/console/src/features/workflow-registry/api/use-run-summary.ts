import type { RunSummary } from '@agentdeck/api-client';
import { useRunSummary } from '@agentdeck/api-client/hooks';
import { useEffect, useMemo } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

export type WorkflowRuns = RunSummary['workflows'][number];

/** What the registry knows of the workflows' runs: each one's summary by id once loaded, or that the call failed. */
export type RunsByWorkflow = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; byId: ReadonlyMap<string, WorkflowRuns> };

/**
 * Each workflow's last run and its runs in the last 7 days (`runs.summary`), one call for the whole
 * list. A failure is logged and leaves the list as it is: the runs columns say 'Unavailable'.
 */
export function useRunsByWorkflow(): RunsByWorkflow {
  const { id: wid } = useCurrentWorkspace();
  const { data, error } = useRunSummary({ params: { wid }, query: {} });
  useEffect(() => {
    if (error) console.error('Could not load the runs of the workflows', error);
  }, [error]);
  return useMemo<RunsByWorkflow>(() => {
    if (data) return { state: 'loaded', byId: new Map(data.workflows.map((entry) => [entry.workflowId, entry])) };
    return error ? { state: 'failed' } : { state: 'loading' };
  }, [data, error]);
}
