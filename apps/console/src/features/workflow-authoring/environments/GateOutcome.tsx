import type { EnvironmentMove } from '@agentdeck/api-client';
import { useEnvironmentHistory, useEnvironments, useExperiment } from '@agentdeck/api-client/hooks';
import { useSWRConfig } from 'swr';
import { Link, Spinner } from '@agentdeck/ui';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { error as errorClass, muted, problems } from '../components/authoring.css';
import { gateCheckLine } from './environment-words';

const POLL_MS = 1_000;

const statusIn = (moves: EnvironmentMove[] | undefined, started: EnvironmentMove | undefined) => moves?.find((move) => move.id === started?.id)?.status ?? started?.status;

/**
 * The history's copy of a move, read again each second while its gate's experiment runs; once it
 * settles the environments are read again (the settled move raised the revision the next move sends).
 */
export function useSettledMove(workflowId: string, started: EnvironmentMove | undefined): EnvironmentMove | undefined {
  const { id: wid } = useCurrentWorkspace();
  const { mutate } = useSWRConfig();
  const history = useEnvironmentHistory(started ? { params: { wid, id: workflowId, name: started.environment } } : null, {
    refreshInterval: (moves?: EnvironmentMove[]) => (statusIn(moves, started) === 'pending' ? POLL_MS : 0),
    onSuccess: (moves: EnvironmentMove[]) => {
      if (started?.status === 'pending' && statusIn(moves, started) !== 'pending') void mutate(useEnvironments.keyOf({ params: { wid, id: workflowId } }));
    },
  });
  return history.data?.find((move: EnvironmentMove) => move.id === started?.id) ?? started;
}

/** While the gate runs: its experiment's progress and report. */
export function GateProgress({ move }: { move: EnvironmentMove }) {
  const { id: wid } = useCurrentWorkspace();
  const experimentId = move.gate?.experimentId || null;
  const experiment = useExperiment(experimentId ? { params: { wid, id: experimentId } } : null, { refreshInterval: POLL_MS });
  const progress = experiment.data?.progress;
  return (
    <div role="status">
      <Spinner label="Running the gate's experiment" />
      <p>{`Running the gate's experiment on ${move.to ?? 'the version'} against ${move.from ?? 'no version'}…`}</p>
      <p className={muted}>
        {progress && progress.total > 0 ? `${progress.done} of ${progress.total} items scored. ` : ''}
        {`${move.environment} stays on ${move.from ?? 'no version'} until the gate answers.`}
      </p>
    </div>
  );
}

/** A settled gate: its figures, why it could not answer, and its report. */
export function GateFigures({ move }: { move: EnvironmentMove }) {
  const gate = move.gate;
  if (!gate) return null;
  return (
    <>
      {gate.error && <p className={errorClass}>{gate.error}</p>}
      {gate.checks.length > 0 && (
        <ul className={problems} aria-label="Gate figures">
          {gate.checks.map((check) => (
            <li key={check.name} className={check.pass ? undefined : errorClass}>
              {gateCheckLine(check)}
            </li>
          ))}
        </ul>
      )}
      {gate.experimentId && <Link href={gate.reportPath}>{`Open the gate's report (${move.from ?? 'none'} → ${move.to ?? 'none'})`}</Link>}
    </>
  );
}
