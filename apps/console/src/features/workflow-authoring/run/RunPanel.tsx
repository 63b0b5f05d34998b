import type { RunStep, RunWithSteps, WorkflowNode } from '@agentdeck/api-client';
import { useCancelRun } from '@agentdeck/api-client/hooks';
import { Button, Card, Spinner, toast } from '@agentdeck/ui';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { Facts, formatDuration, isFinished, StatusBadge, StepDetails } from '../../../entities/run-trace';
import { error as errorClass, muted } from '../components/authoring.css';
import { runActions } from './run-panel.css';

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
}

/**
 * The run started from the editor (issue 24, item 6): its status and figures, the review it waits
 * for (approve or reject here), the selected node's step with its input and output, cancel while
 * it runs, and the way to its full trace beside the canvas.
 */
export function RunPanel({ wid, run, nodeSteps, selectedNode, isTraceOpen, onToggleTrace, onDismiss }: RunPanelProps) {
  const { trigger: cancel, isMutating: isCancelling } = useCancelRun();
  if (!run)
    return (
      <Card title="Run" headingLevel={3} isLandmark>
        <Spinner label="Loading the run" />
      </Card>
    );

  const waiting = run.steps.find((step) => step.status === 'waiting');
  const selectedStep = selectedNode ? nodeSteps.get(selectedNode.id) : undefined;
  const shownStep = selectedStep ?? waiting;
  const finished = isFinished(run.status);
  const requestCancel = () =>
    cancel({ params: { wid, runId: run.id } }).catch((error: unknown) => toast.error(apiErrorMessage(error, "We couldn't cancel the run")));

  return (
    <Card
      title="Run"
      subtitle={run.version === 'draft' ? 'Draft' : `Version ${run.version}`}
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
        <p className={muted}>{`The run did not reach ${selectedNode.label}${finished ? '.' : ' yet.'}`}</p>
      )}
      {shownStep && <StepDetails key={shownStep.id} wid={wid} runId={run.id} step={shownStep} />}
    </Card>
  );
}
