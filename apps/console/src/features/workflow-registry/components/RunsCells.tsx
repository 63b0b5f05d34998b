import type { LastRun } from '@agentdeck/api-client';
import { Link, VisuallyHidden } from '@agentdeck/ui';
import { RUN_ID_PARAM, StatusBadge } from '../../../entities/run-trace';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import type { RunsByWorkflow } from '../api/use-run-summary';
import { lastRun as lastRunClass, lastRunError, noValue } from './runs.css';

/** Said in words rather than a dash, so a screen reader reads them too. */
export const NEVER_RUN = 'Never run';
export const RUNS_UNAVAILABLE = 'Unavailable';

/**
 * A workflow's last run: its status and how long ago it started, a link that opens its trace in
 * the drawer (`?runId=`, which the registry's `RunTraceFromUrl` reads). The hidden words name the
 * workflow, so the link makes sense out of its row (a screen reader's list of links).
 */
export function LastRunLink({ run, workflowName }: { run: LastRun; workflowName: string }) {
  return (
    <Link href={`?${new URLSearchParams({ [RUN_ID_PARAM]: run.id })}`}>
      <VisuallyHidden>{`Last run of ${workflowName}: `}</VisuallyHidden>
      <span className={lastRunClass}>
        <StatusBadge status={run.status} />{' '}
        <Moment value={run.startedAt} format="relative" />
      </span>
    </Link>
  );
}

/**
 * The 'Last run' cell: the link, and under it why a failed run failed (a rejection in review in
 * the engine's words with the reviewer's message, design section 2.1a); 'Never run', 'Unavailable'
 * when the summary failed, nothing while it loads.
 */
export function LastRunCell({ runs, workflow }: { runs: RunsByWorkflow; workflow: { id: string; name: string } }) {
  if (runs.state === 'loading') return null;
  if (runs.state === 'failed') return <span className={noValue}>{RUNS_UNAVAILABLE}</span>;
  const run = runs.byId.get(workflow.id)?.lastRun;
  if (!run) return <span className={noValue}>{NEVER_RUN}</span>;
  return (
    <>
      <LastRunLink run={run} workflowName={workflow.name} />
      {run.status === 'failed' && run.error && <span className={lastRunError}>{run.error}</span>}
    </>
  );
}

/**
 * The 'Runs (7 days)' cell: the count, 0 for none, else a link to those runs on the logging page
 * (its Runs tab, filtered to the workflow, over the 7 days).
 */
export function RecentRunsCell({ runs, workflow }: { runs: RunsByWorkflow; workflow: { id: string; name: string } }) {
  const { id: wid } = useCurrentWorkspace();
  if (runs.state === 'loading') return null;
  if (runs.state === 'failed') return <span className={noValue}>{RUNS_UNAVAILABLE}</span>;
  const count = runs.byId.get(workflow.id)?.runs ?? 0;
  if (count === 0) return 0;
  return (
    <Link href={paths.workspace.logging.getHref(wid, { tab: 'runs', workflowId: workflow.id, range: '7d' })}>
      <VisuallyHidden>{`Runs of ${workflow.name} in the last 7 days: `}</VisuallyHidden>
      {count}
    </Link>
  );
}
