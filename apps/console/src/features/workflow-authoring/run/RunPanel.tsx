import type { RunStep, RunWithSteps, WorkflowNode } from '@agentdeck/api-client';
import { useCancelRun } from '@agentdeck/api-client/hooks';
import { Badge, Button, Card, MinusIcon, RefreshIcon, Spinner, toast } from '@agentdeck/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { Facts, formatDuration, isFinished, StatusBadge, StepDetails, type RunHref } from '../../../entities/run-trace';
import { error as errorClass, muted } from '../components/authoring.css';
import { FailureList } from '../components/FailureList';
import { reasonsRunDidNotStart } from './run-not-started';
import { notReached, runActions } from './run-panel.css';

export interface RunPanelProps {
  wid: string;
  /** The run started from the editor; undefined while it loads. */
  run: RunWithSteps | undefined;
  /** Each visited node's own step. */
  nodeSteps: ReadonlyMap<string, RunStep>;
  /** The node selected on the canvas: its step in this run is shown, its last input and output. */
  selectedNode: WorkflowNode | undefined;
  isTraceOpen: boolean;
  onToggleTrace: () => void;
  /** Puts the run away: the canvas stops showing its states. */
  onDismiss: () => void;
  /** A run pinned by 'Debug in editor': with no node selected, its failed step is shown. */
  isDebugging?: boolean;
  /** 'Re-run from here' on the selected node of a finished run: replays it from there on the draft. */
  onReplayFrom?: (nodeId: string) => Promise<void>;
  /** Where a reused step's original opens. */
  runHref?: RunHref;
}

const replayFailed = "We couldn't re-run from this node";

/**
 * The run started from the editor (issue 24, item 6): its status and figures, the review it waits
 * for (approve or reject here), the selected node's step with its input and output, cancel while
 * it runs, and the way to its full trace beside the canvas.
 */
export function RunPanel({ wid, run, nodeSteps, selectedNode, isTraceOpen, onToggleTrace, onDismiss, isDebugging, onReplayFrom, runHref }: RunPanelProps) {
  const { trigger: cancel, isMutating: isCancelling } = useCancelRun();
  const [replaying, setReplaying] = useState<{ nodeId: string; failure?: string[] }>();
  if (!run)
    return (
      <Card title="Run" headingLevel={3} isLandmark>
        <Spinner label="Loading the run" />
      </Card>
    );

  const waiting = run.steps.find((step) => step.status === 'waiting');
  const selectedStep = selectedNode ? nodeSteps.get(selectedNode.id) : undefined;
  const failed = isDebugging && !selectedNode ? run.steps.find((step) => step.parentId === null && step.status === 'failed') : undefined;
  const shownStep = selectedStep ?? waiting ?? failed;
  const finished = isFinished(run.status);
  const requestCancel = () =>
    cancel({ params: { wid, runId: run.id } }).catch((error: unknown) => toast.error(apiErrorMessage(error, "We couldn't cancel the run")));
  const replayFrom = async (nodeId: string) => {
    setReplaying({ nodeId });
    try {
      await onReplayFrom!(nodeId);
      setReplaying(undefined);
    } catch (error) {
      setReplaying({ nodeId, failure: reasonsRunDidNotStart(error, replayFailed) });
    }
  };
  const canReplayFrom = onReplayFrom && selectedNode && finished;

  return (
    <Card
      title="Run"
      subtitle={`${isDebugging ? `Debugging ${run.id} · ` : ''}${run.version === 'draft' ? 'Draft' : `Version ${run.version}`}`}
      headingLevel={3}
      isLandmark
    >
      <Facts
        items={[
          ['Status', <StatusBadge status={run.status} />],
          ['Duration', formatDuration(run.durationMs)],
          ['Tokens', run.tokens.toLocaleString('en')],
          ['Credits', run.credits.toLocaleString('en')],
        ]}
      />
      {run.error && <p className={errorClass}>Error: {run.error}</p>}
      <div className={runActions}>
        <Button variant="secondary" size="sm" onPress={onToggleTrace} aria-expanded={isTraceOpen}>
          {isTraceOpen ? 'Hide trace' : 'Open trace'}
        </Button>
        {finished ? (
          <Button variant="secondary" size="sm" onPress={onDismiss}>
            Clear run
          </Button>
        ) : (
          <Button variant="danger" size="sm" onPress={() => void requestCancel()} isPending={isCancelling} pendingLabel="Cancelling">
            Cancel run
          </Button>
        )}
      </div>
      {selectedNode && !selectedStep && (
        <p className={`${muted} ${notReached}`}>
          {finished && (
            <Badge tone="neutral" icon={MinusIcon}>
              Not reached
            </Badge>
          )}
          <span>{`The run did not reach ${selectedNode.label}${finished ? '.' : ' yet.'}`}</span>
        </p>
      )}
      {canReplayFrom && (
        <div className={runActions}>
          <Button
            variant="secondary"
            size="sm"
            icon={RefreshIcon}
            onPress={() => void replayFrom(selectedNode.id)}
            isPending={replaying?.nodeId === selectedNode.id && !replaying.failure}
            pendingLabel="Starting the re-run"
          >
            Re-run from here
          </Button>
          <span className={muted}>{`On the draft, saved first; the nodes before ${selectedNode.label} reuse this run's outputs.`}</span>
        </div>
      )}
      {canReplayFrom && replaying?.nodeId === selectedNode.id && replaying.failure && <FailureList reasons={replaying.failure} />}
      {shownStep && <StepDetails key={shownStep.id} wid={wid} runId={run.id} step={shownStep} runHref={runHref} />}
    </Card>
  );
}
