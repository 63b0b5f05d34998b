import type { Run, RunWithSteps } from '@agentdeck/api-client';
import { Button, Link, PlusIcon } from '@agentdeck/ui';
import { useState, type ReactNode } from 'react';
import { AddToDatasetDialog } from '../datasets';
import { isFinished } from './apply-run-event';
import { paths } from '../../config/paths';
import { Moment } from '../../lib/dates';
import { runLogsView } from './run-logs-view';
import { RunActions } from './RunActions';
import type { RunHref } from './run-href';
import { Facts } from './Facts';
import { formatDuration } from './run-status';
import { errorText, links } from './run-trace.css';
import { StatusBadge } from './StatusBadge';
import { ValueBlock } from './ValueBlock';

/**
 * A run that waited for a review shows its active time (design section 3.3: the wall time less
 * the wait), the wait and the wall time; any other run its duration.
 */
const durationFacts = (run: Run): [string, string][] =>
  run.waitingMs > 0
    ? [
        ['Active time', formatDuration(run.activeMs)],
        ['Waited for review', formatDuration(run.waitingMs)],
        ['Wall time', formatDuration(run.durationMs)],
      ]
    : [['Duration', formatDuration(run.durationMs)]];

/** The message alone when the run had no metadata; both otherwise. */
const inputShown = (input: Run['input']) => (Object.keys(input.metadata).length > 0 ? input : input.message);

/**
 * The run as a whole: status in words, version, trigger (and the run it re-runs), tokens, credits,
 * duration, input, output, links, 'Add to dataset' once it has finished, and its debugging actions.
 */
export function RunSummary({ wid, run, runHref }: { wid: string; run: RunWithSteps; runHref: RunHref }) {
  const [isAdding, setAdding] = useState(false);
  return (
    <>
      <Facts
        items={[
          ['Status', <StatusBadge status={run.status} />],
          ['Version', run.version],
          ['Trigger', run.trigger],
          ...(run.replayOf ? [['Re-run of', <Link href={runHref(run.replayOf)}>{run.replayOf}</Link>] as [string, ReactNode]] : []),
          ['Started', <Moment value={run.startedAt} format="dateTimeSeconds" />],
          ...durationFacts(run),
          ['Tokens', run.tokens.toLocaleString('en')],
          ['Credits', run.credits.toLocaleString('en')],
        ]}
      />
      {run.error && <p className={errorText}>Error: {run.error}</p>}
      <div className={links}>
        <Link href={paths.workspace.workflowAuthoring.getHref(wid, run.workflowId, run.version)}>
          {`Open ${run.workflowName} ${run.version}`}
        </Link>
        <Link href={paths.workspace.logging.getHref(wid, runLogsView(run))}>View the run's logs</Link>
        {isFinished(run.status) && (
          <Button variant="secondary" size="sm" icon={PlusIcon} onPress={() => setAdding(true)}>
            Add to dataset
          </Button>
        )}
        <RunActions wid={wid} run={run} runHref={runHref} />
      </div>
      <AddToDatasetDialog source={{ runId: run.id }} output={run.output} isOpen={isAdding} onOpenChange={setAdding} />
      <ValueBlock title="Input" value={inputShown(run.input)} level={3} />
      <ValueBlock title="Output" value={run.output} level={3} />
    </>
  );
}
