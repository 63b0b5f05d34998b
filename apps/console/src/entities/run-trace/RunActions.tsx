import type { RunWithSteps } from '@agentdeck/api-client';
import { Button, Link, RefreshIcon } from '@agentdeck/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { isFinished } from './apply-run-event';
import { ReplayDialog } from './ReplayDialog';
import type { RunHref } from './run-href';

/**
 * What a member does to understand a run (design section 2.1c): re-run it (its trace then shows
 * the new run), debug it in the editor on the draft with the run pinned, and, for a re-run,
 * compare it with its original.
 */
export function RunActions({ wid, run, runHref }: { wid: string; run: RunWithSteps; runHref: RunHref }) {
  const [isReplaying, setReplaying] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      {isFinished(run.status) && (
        <Button variant="secondary" size="sm" icon={RefreshIcon} onPress={() => setReplaying(true)}>
          Re-run…
        </Button>
      )}
      <Link href={paths.workspace.workflowAuthoring.getHref(wid, run.workflowId, undefined, run.id)}>Debug in editor</Link>
      {run.replayOf && <Link href={paths.workspace.runCompare.getHref(wid, run.replayOf, run.id)}>Compare with original</Link>}
      <ReplayDialog wid={wid} run={run} isOpen={isReplaying} onOpenChange={setReplaying} onStarted={(replay) => void navigate(runHref(replay.id))} />
    </>
  );
}
