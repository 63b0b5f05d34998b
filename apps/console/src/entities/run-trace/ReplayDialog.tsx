import type { Run, RunWithSteps } from '@agentdeck/api-client';
import { useReplayRun, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { Button, Dialog, Select, TextArea } from '@agentdeck/ui';
import { useState } from 'react';
import { apiErrorReasons } from '../../lib/api-error-message';
import { parseReplayInput, replayInputText } from './replay-input';
import { dialogActions, dialogBody, errorList, errorText } from './run-trace.css';

export const replayMessages = { failed: "We couldn't start the re-run" } as const;

const DRAFT = 'draft';
// Not a node id the editor makes (node ids have no spaces).
const FROM_START = 'from the start';

export interface ReplayDialogProps {
  wid: string;
  run: RunWithSteps;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The replay the server started (queued): its trace opens. */
  onStarted: (replay: Run) => void;
}

/**
 * Re-run (design section 2.1c): the run's input, editable as JSON, on its version, another
 * version or the draft, from the start or from a node the run reached (the nodes before it are
 * reused, not run again). The server's refusals (a reused node changed in the chosen graph) are
 * shown as it words them.
 */
export function ReplayDialog(props: ReplayDialogProps) {
  return (
    <Dialog title="Re-run" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.isOpen && <ReplayForm {...props} />}
    </Dialog>
  );
}

/** The nodes the run reached, in the order it did, as 'From node' offers them. */
const reachedNodes = (run: RunWithSteps) => {
  const seen = new Set<string>();
  return run.steps.filter((step) => step.parentId === null && step.status !== 'skipped' && !seen.has(step.nodeId) && seen.add(step.nodeId));
};

function ReplayForm({ wid, run, onOpenChange, onStarted }: ReplayDialogProps) {
  const versions = useWorkflowVersions({ params: { wid, id: run.workflowId } });
  const { trigger } = useReplayRun();
  const [target, setTarget] = useState(run.version);
  const [fromNodeId, setFromNodeId] = useState(FROM_START);
  const [inputText, setInputText] = useState(() => replayInputText(run.input));
  const [failure, setFailure] = useState<string[]>();
  const [isStarting, setStarting] = useState(false);
  const parsed = parseReplayInput(inputText);
  const inputProblems = 'problems' in parsed ? parsed.problems : undefined;

  const targets = [
    { id: run.version, label: run.version === DRAFT ? 'Its version: the draft' : `Its version: ${run.version}` },
    ...(versions.data ?? []).filter((each) => each.version !== run.version).map((each) => ({ id: each.version, label: `Version ${each.version}` })),
    ...(run.version === DRAFT ? [] : [{ id: DRAFT, label: 'Draft', description: 'The workflow as it is being edited' }]),
  ];
  const fromOptions = [{ id: FROM_START, label: 'From the start' }, ...reachedNodes(run).map((step) => ({ id: step.nodeId, label: step.name }))];

  const submit = async () => {
    if (!('input' in parsed)) return;
    setFailure(undefined);
    setStarting(true);
    try {
      const replay = await trigger({
        params: { wid, runId: run.id },
        body: {
          ...(target === DRAFT ? { draft: true } : { version: target }),
          ...(fromNodeId === FROM_START ? {} : { fromNodeId }),
          input: parsed.input,
        },
      });
      onStarted(replay);
      onOpenChange(false);
    } catch (error) {
      setFailure(apiErrorReasons(error, replayMessages.failed));
      setStarting(false);
    }
  };

  return (
    <div className={dialogBody}>
      <TextArea
        label="Input"
        description="The run's input as JSON: its message and metadata."
        value={inputText}
        onChange={setInputText}
        rows={6}
        isInvalid={inputProblems !== undefined}
        errorMessage={inputProblems?.join('. ')}
      />
      <Select label="Run on" items={targets} value={target} onChange={(key) => key !== null && setTarget(String(key))} />
      <Select
        label="From node"
        description="The nodes the run reached before it are not run again: their outputs are reused."
        items={fromOptions}
        value={fromNodeId}
        onChange={(key) => key !== null && setFromNodeId(String(key))}
      />
      {failure && (
        <ul role="alert" className={errorList}>
          {failure.map((reason) => (
            <li key={reason} className={errorText}>
              {reason}
            </li>
          ))}
        </ul>
      )}
      <div className={dialogActions}>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onPress={() => void submit()} isPending={isStarting} pendingLabel="Starting the re-run" isDisabled={inputProblems !== undefined}>
          Re-run
        </Button>
      </div>
    </div>
  );
}
