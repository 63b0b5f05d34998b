import type { Run } from '@agentdeck/api-client';
import { useMemo, useState } from 'react';
import { useLiveRun } from '../../../entities/run-trace';
import type { UnsavedReason } from '../canvas/use-after-save';
import { nodeRunStatesOf, nodeStepsOf } from './node-run-states';
import { RunNotStarted } from './run-not-started';

const runWaitMessages: Record<UnsavedReason, string> = {
  conflict: 'The draft did not run: review the other save first, then run it again.',
  error: 'The draft did not run: it could not be saved. Try again once it is saved.',
};

type AfterSave = (act: () => void, refuse: (reason: UnsavedReason) => void) => void;

/**
 * The run the editor shows: started from the Run dialog (a draft run once the draft is saved),
 * followed live, its nodes' steps and states for the canvas and the run panel.
 */
export function useEditorRun(wid: string, afterSave: AfterSave) {
  const [runId, setRunId] = useState<string>();
  const [isTraceOpen, setTraceOpen] = useState(false);
  const { data: run } = useLiveRun(wid, runId);
  const nodeSteps = useMemo(() => nodeStepsOf(run), [run]);
  const runStates = useMemo(() => (runId ? nodeRunStatesOf(nodeSteps) : undefined), [runId, nodeSteps]);

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
    isTraceOpen,
    start,
    show: (started: Run) => setRunId(started.id),
    toggleTrace: () => setTraceOpen((open) => !open),
    dismiss: () => {
      setRunId(undefined);
      setTraceOpen(false);
    },
  };
}
