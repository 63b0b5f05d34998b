import type { RunBatch } from '@agentdeck/api-client';
import { useCreateRunBatch, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { Button, Dialog, Select } from '@agentdeck/ui';
import { useState } from 'react';
import { apiErrorReasons } from '../../../lib/api-error-message';
import type { BatchScope } from '../model/run-batch';
import { dialogActions, dialogBody, errorList } from './run-batch.css';

const DRAFT = 'draft';

export const rerunMessages = { failed: "We couldn't start the re-runs" } as const;

export interface RerunDialogProps {
  wid: string;
  scope: BatchScope;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The batch the server started: the tab follows it. */
  onStarted: (batch: RunBatch) => void;
}

/**
 * 'Re-run on…' (design section 2.1c): the runs selected re-run as one batch on a published version
 * of their workflow or the draft. The server's refusals (more than 500 runs, a draft that fails the
 * publish check) are shown as it words them.
 */
export function RerunDialog(props: RerunDialogProps) {
  return (
    <Dialog title="Re-run on…" isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      {props.isOpen && <RerunForm {...props} />}
    </Dialog>
  );
}

function RerunForm({ wid, scope, onOpenChange, onStarted }: RerunDialogProps) {
  const versions = useWorkflowVersions(scope.workflow ? { params: { wid, id: scope.workflow.id } } : null);
  const { trigger } = useCreateRunBatch();
  const [target, setTarget] = useState(DRAFT);
  const [failure, setFailure] = useState<string[]>();
  const [isStarting, setStarting] = useState(false);
  const targets = [
    { id: DRAFT, label: 'Draft', description: scope.workflow ? 'The workflow as it is being edited' : 'Each workflow as it is being edited' },
    ...(versions.data ?? []).map((version) => ({ id: version.version, label: `Version ${version.version}` })),
  ];

  const submit = async () => {
    setFailure(undefined);
    setStarting(true);
    try {
      const batch = await trigger({ params: { wid }, body: { ...scope.body, ...(target === DRAFT ? { draft: true } : { version: target }) } });
      onStarted(batch);
      onOpenChange(false);
    } catch (error) {
      setFailure(apiErrorReasons(error, rerunMessages.failed));
      setStarting(false);
    }
  };

  return (
    <div className={dialogBody}>
      <p>{`Re-run ${scope.description}, each with its own input.`}</p>
      <Select label="Run on" items={targets} value={target} onChange={(key) => key !== null && setTarget(String(key))} description={scope.draftOnlyReason} />
      {failure && (
        <ul role="alert" className={errorList}>
          {failure.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <div className={dialogActions}>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button onPress={() => void submit()} isPending={isStarting} pendingLabel="Starting the re-runs">
          Re-run
        </Button>
      </div>
    </div>
  );
}
