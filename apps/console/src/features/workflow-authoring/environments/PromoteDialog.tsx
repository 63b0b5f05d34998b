import type { Environment, EnvironmentMove } from '@agentdeck/api-client';
import { useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { CANARY_PERCENT_MAX, CANARY_PERCENT_MIN, ENVIRONMENT_MESSAGES } from '@agentdeck/api-client/rules';
import { Button, Dialog, NumberField, Radio, RadioGroup, Select, TextArea } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { dialogBody, muted } from '../components/authoring.css';
import { FailureList } from '../components/FailureList';
import { environmentLine } from '../../../entities/workflow-environments';
import { GateFigures, GateProgress, useSettledMove } from './GateOutcome';
import { useMove } from './use-move';

interface PromoteDialogProps {
  workflowId: string;
  environments: Environment[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * 'Promote…' (design section 1.6): choose the environment and the version; a gated environment's
 * move waits for its experiment (shown with its progress), then moves or is refused with the
 * figures and the report, where an admin may override with a reason.
 */
export function PromoteDialog({ isOpen, onOpenChange, ...props }: PromoteDialogProps) {
  return (
    <Dialog title="Promote" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <Promotion {...props} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function Promotion({ workflowId, environments, onClose }: Omit<PromoteDialogProps, 'isOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const { id: wid } = useCurrentWorkspace();
  const versions = useWorkflowVersions({ params: { wid, id: workflowId } }).data ?? [];
  const [name, setName] = useState(environments.find((each) => each.name === 'production')?.name ?? environments[0]?.name ?? '');
  const environment = environments.find((each) => each.name === name);
  const [version, setVersion] = useState<string>();
  // With a canary running, 'Promote' offers its version: moving wholly to it ends the split, through the gate.
  const chosenVersion = version ?? environment?.canary?.version ?? versions.find((each) => each.version !== environment?.version)?.version ?? versions[0]?.version;
  const [kind, setKind] = useState<'deploy' | 'canary'>('deploy');
  const [percent, setPercent] = useState(10);
  const [attempted, setAttempted] = useState(false);
  const [reason, setReason] = useState('');
  const [started, setStarted] = useState<EnvironmentMove>();
  const { move, isMoving, failure } = useMove(workflowId);
  const settled = useSettledMove(workflowId, started);
  const refused = settled?.status === 'refused';

  const percentError = kind === 'canary' && attempted && !isCanaryPercent(percent) ? ENVIRONMENT_MESSAGES.percent : failure?.field.percent;
  const promote = async (override = false) => {
    setAttempted(true);
    if (!environment || !chosenVersion || (kind === 'canary' && !isCanaryPercent(percent))) return;
    const what = kind === 'canary' ? { canary: { version: chosenVersion, percent } } : { version: chosenVersion };
    const result = await move(environment, { ...what, ...(reason.trim() ? { reason } : {}), ...(override ? { override: true } : {}) });
    if (result?.move) setStarted(result.move);
  };
  const cancel = (
    <Button variant="secondary" onPress={onClose}>
      {settled ? 'Done' : 'Cancel'}
    </Button>
  );

  return (
    <div className={dialogBody}>
      {settled ? (
        <MoveResult move={settled} />
      ) : (
        <>
          <Select
            label="Environment"
            items={environments.map((each) => ({ id: each.name, label: each.name, description: environmentLine(each) + (each.protected ? ', protected' : '') }))}
            value={name}
            onChange={(key) => key !== null && setName(String(key))}
          />
          <Select
            label="Version"
            items={versions.map((each) => ({ id: each.version, label: each.version }))}
            value={chosenVersion ?? null}
            onChange={(key) => key !== null && setVersion(String(key))}
            emptyText="No published version"
          />
          <RadioGroup label="Move" value={kind} onChange={(value) => setKind(value as 'deploy' | 'canary')}>
            <Radio value="deploy" description="Every run of the environment goes to the version.">
              All its runs
            </Radio>
            <Radio value="canary" description="A share of its runs goes to the version, by session; not gated. End it with 'Promote' or 'Roll back'.">
              A canary
            </Radio>
          </RadioGroup>
          {kind === 'canary' && (
            <NumberField
              label="Share of runs (%)"
              value={percent}
              onChange={(value) => setPercent(value)}
              step={1}
              isInvalid={percentError !== undefined}
              errorMessage={percentError}
              description={`From ${CANARY_PERCENT_MIN} to ${CANARY_PERCENT_MAX} %`}
            />
          )}
          {kind === 'deploy' && environment?.gate && (
            <p className={muted}>{`${environment.name} is gated: the move waits for an experiment of ${chosenVersion ?? 'the version'} against ${environment.version ?? 'no version'}, and is refused if it fails.`}</p>
          )}
        </>
      )}
      {(!settled || refused) && (
        <TextArea
          label={started ? 'Reason to override the gate' : 'Reason (optional)'}
          value={reason}
          onChange={setReason}
          isInvalid={failure?.field.reason !== undefined}
          errorMessage={failure?.field.reason}
          description={started ? 'Only an admin can override a gate; the reason is kept in the history.' : undefined}
        />
      )}
      {failure && failure.reasons.length > 0 && <FailureList reasons={failure.reasons} />}
      {failure && environment && <p className={muted}>{`${environmentLine(environment)} now (revision ${environment.revision}).`}</p>}
      <div className={muted}>
        {cancel}{' '}
        {!started && (
          <Button onPress={() => void promote()} isPending={isMoving} pendingLabel="Promoting" isDisabled={!chosenVersion || !environment}>
            {kind === 'canary' ? `Start a canary of ${chosenVersion ?? ''} on ${name}` : `Promote ${chosenVersion ?? ''} to ${name}`}
          </Button>
        )}
        {refused && (
          <Button variant="danger" onPress={() => void promote(true)} isPending={isMoving} pendingLabel="Overriding">
            Override the gate and promote
          </Button>
        )}
      </div>
    </div>
  );
}

const isCanaryPercent = (value: number) => Number.isInteger(value) && value >= CANARY_PERCENT_MIN && value <= CANARY_PERCENT_MAX;

function MoveResult({ move }: { move: EnvironmentMove }) {
  if (move.status === 'pending') return <GateProgress move={move} />;
  if (move.kind === 'canary' && move.canary) return <p role="status">{`${move.environment} sends ${move.canary.percent} % of its runs to ${move.canary.version}, the rest to ${move.to ?? 'no version'}.`}</p>;
  return (
    <>
      <p role="status">
        {move.status === 'moved'
          ? `${move.environment} moved from ${move.from ?? 'no version'} to ${move.to ?? 'no version'}${move.override ? ', past the failing gate' : ''}.`
          : `The gate refused the move of ${move.environment} to ${move.to ?? 'no version'}; it stays on ${move.from ?? 'no version'}.`}
      </p>
      <GateFigures move={move} />
    </>
  );
}
