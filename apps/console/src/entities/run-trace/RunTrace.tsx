import { Spinner } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message';
import { RunSummary } from './RunSummary';
import { errorText, sectionTitle, trace } from './run-trace.css';
import { StepDetails } from './StepDetails';
import { StepWaterfall } from './StepWaterfall';
import { loggingRunHref, type RunHref } from './run-href';
import { useLiveRun } from './use-live-run';
import { buildWaterfall } from './waterfall';

export interface RunTraceProps {
  wid: string;
  runId: string;
  /** The step selected at first (a reused step's original, linked to). */
  stepId?: string;
  /** Where another run's trace opens: a re-run started here, a reused step's original. @default the logging page's */
  runHref?: RunHref;
}

/**
 * One run (design section 3.1): its summary, the waterfall of its steps and the selected step's
 * details, updated live from the run's events while it runs. A step waiting for a human review
 * is selected at first, so its decision is one step away. From it, a member re-runs the run,
 * debugs it in the editor or compares a re-run with its original (design section 2.1c).
 */
export function RunTrace({ wid, runId, stepId, runHref = loggingRunHref(wid) }: RunTraceProps) {
  const { data: run, error } = useLiveRun(wid, runId);
  const [chosenStepId, setChosenStepId] = useState<string | null>(stepId ?? null);
  const rows = useMemo(() => (run ? buildWaterfall(run.steps) : []), [run]);

  if (error)
    return <p className={errorText}>{apiErrorMessage(error, 'The run could not be loaded.')}</p>;
  if (!run) return <Spinner label="Loading the run" />;
  const waiting = run.steps.find((step) => step.status === 'waiting');
  const selected = run.steps.find((step) => step.id === chosenStepId) ?? waiting;
  return (
    <div className={trace}>
      <RunSummary wid={wid} run={run} runHref={runHref} />
      <h3 className={sectionTitle}>Steps</h3>
      <StepWaterfall rows={rows} selectedStepId={selected?.id ?? null} onSelect={setChosenStepId} />
      {selected && <StepDetails key={selected.id} wid={wid} runId={run.id} step={selected} runHref={runHref} />}
    </div>
  );
}
