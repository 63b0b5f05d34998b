import type { Run } from '@agentdeck/api-client';
import { useReplayRun } from '@agentdeck/api-client/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isFinished, useLiveRun } from '../../../entities/run-trace';
import type { UnsavedReason } from '../editor/use-after-save';
import { nodeRunStatesOf, nodeStepsOf } from './node-run-states';
import { RunNotStarted } from './run-not-started';

/** The search param that opens the editor on the draft with a run pinned (design section 2.1c). */
export const DEBUG_RUN_PARAM = 'debugRun';

const runWaitMessages: Record<UnsavedReason, string> = {
  conflict: 'The draft did not run: review the other save first, then run it again.',
  error: 'The draft did not run: it could not be saved. Try again once it is saved.',
};

type AfterSave = (act: () => void, refuse: (reason: UnsavedReason) => void) => void;

/**
 * The run the editor shows: started from the Run dialog (a draft run once the draft is saved), or
 * pinned by `?debugRun=` (debug mode: the nodes it did not reach say so, and a node re-runs from
 * there on the saved draft, the new run shown in its place), followed live, its nodes' steps and
 * states for the canvas and the run panel.
 */
export function useEditorRun(wid: string, afterSave: AfterSave, nodeIds: readonly string[]) {
  const [params] = useSearchParams();
  const pinned = params.get(DEBUG_RUN_PARAM) ?? undefined;
  const [runId, setRunId] = useState(pinned);
  // A link to another run (the trace's re-run, its original) pins that one instead.
  const [lastPinned, setLastPinned] = useState(pinned);
  if (pinned !== lastPinned) {
    setLastPinned(pinned);
    setRunId(pinned);
  }
  const [isTraceOpen, setTraceOpen] = useState(false);
  const { data: run } = useLiveRun(wid, runId);
  const { trigger: replay } = useReplayRun();
  const isDebugging = pinned !== undefined && runId !== undefined;
  const nodeSteps = useMemo(() => nodeStepsOf(run), [run]);
  const hasEnded = run !== undefined && isFinished(run.status);
  const runStates = useMemo(
    () => (runId ? nodeRunStatesOf(nodeSteps, isDebugging && hasEnded ? nodeIds : []) : undefined),
    [runId, nodeSteps, isDebugging, hasEnded, nodeIds],
  );

  const start = (version: string, begin: () => Promise<Run>) =>
    version !== 'draft'
      ? begin()
      : new Promise<Run>((resolve, reject) =>
          afterSave(
            () => void begin().then(resolve, reject),
            (reason) => reject(new RunNotStarted(runWaitMessages[reason])),
          ),
        );

  return {
    runId,
    run: runId ? run : undefined,
    nodeSteps,
    runStates,
    isDebugging,
    isTraceOpen,
    start,
    show: (started: Run) => setRunId(started.id),
    /** Replays the run shown from `nodeId` on the draft, saved first; the new run is shown. */
    replayFrom: async (nodeId: string) => {
      if (!runId) return;
      const started = await start('draft', () => replay({ params: { wid, runId }, body: { draft: true, fromNodeId: nodeId } }));
      setRunId(started.id);
    },
    toggleTrace: () => setTraceOpen((open) => !open),
    dismiss: () => {
      setRunId(undefined);
      setTraceOpen(false);
    },
  };
}
