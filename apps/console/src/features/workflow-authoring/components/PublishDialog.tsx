import { ApiError, type ReleaseType, type ResourceRecord } from '@agentdeck/api-client';
import { usePublishWorkflow, useWorkflow, useWorkflowCheck, useWorkflowDiff } from '@agentdeck/api-client/hooks';
import { isLowerThan, nextVersion, RELEASE_TYPE_LABELS, RELEASE_TYPES } from '@agentdeck/api-client/workflow';
import { Button, Dialog, Radio, RadioGroup, Spinner, TextArea, toast } from '@agentdeck/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiErrorMessage, apiErrorReasons } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { dialogBody, error as errorClass, muted } from './authoring.css';
import { FailureList } from './FailureList';
import { ProblemList } from './ProblemList';
import { ChangeList } from './ChangeList';
import { LatestReport } from './LatestReport';

export const publishMessages = {
  reasonRequired: 'Give a reason for choosing a lower release type than suggested',
  stale: 'The draft changed while you were reviewing it: check the changes again before publishing.',
  failed: "We couldn't publish the workflow",
} as const;

interface PublishDialogProps {
  workflow: ResourceRecord<'workflow'>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Brings the member to a node a problem names (and closes the dialog). */
  onGoTo: (nodeId: string) => void;
}

/**
 * Publishing the draft (design sections 1.3 and 1.4): the check's problems first, each with
 * 'Go to'; once it passes, the changes since the latest version with the rule each hit, the
 * suggested release type, the type to publish (a lower one needs a reason) and the notes.
 */
export function PublishDialog({ workflow, isOpen, onOpenChange, onGoTo }: PublishDialogProps) {
  return (
    <Dialog title="Publish" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <PublishReview key={workflow.revision} workflow={workflow} onClose={() => onOpenChange(false)} onGoTo={onGoTo} />}
    </Dialog>
  );
}

function PublishReview({ workflow, onClose, onGoTo }: { workflow: ResourceRecord<'workflow'>; onClose: () => void; onGoTo: (nodeId: string) => void }) {
  const { id: wid } = useCurrentWorkspace();
  const params = { wid, id: workflow.id };
  const latest = workflow.latestVersion;
  const check = useWorkflowCheck({ params }, { revalidateOnMount: true });
  const diff = useWorkflowDiff(latest ? { params, query: { from: latest, to: 'draft' } } : null, { revalidateOnMount: true });
  const { trigger: publish, isMutating } = usePublishWorkflow();
  const { mutate } = useSWRConfig();
  const suggested: ReleaseType | null = latest ? (diff.data?.suggested ?? null) : 'major';
  const [chosen, setChosen] = useState<ReleaseType>();
  const releaseType = chosen ?? suggested ?? 'patch';
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string[]>();

  const close = (
    <Button variant="secondary" onPress={onClose}>
      Cancel
    </Button>
  );
  if (check.isLoading || (latest && diff.isLoading)) {
    return (
      <div className={dialogBody}>
        <Spinner label="Checking the draft" />
        <div>{close}</div>
      </div>
    );
  }
  const found = check.data?.problems ?? [];
  if (check.error || diff.error) {
    return (
      <div className={dialogBody}>
        <p role="alert" className={errorClass}>{apiErrorMessage(check.error ?? diff.error, 'We could not check the draft')}</p>
        <div>{close}</div>
      </div>
    );
  }
  if (found.length > 0) {
    return (
      <div className={dialogBody}>
        <p>{`Fix ${found.length === 1 ? 'this problem' : `these ${found.length} problems`} before publishing:`}</p>
        <ProblemList problems={found} onGoTo={onGoTo} />
        <div>{close}</div>
      </div>
    );
  }
  if (latest && suggested === null) {
    return (
      <div className={dialogBody}>
        <p role="status">{`Nothing changed since version ${latest}: there is nothing to publish.`}</p>
        <div>{close}</div>
      </div>
    );
  }

  const needsReason = latest !== null && suggested !== null && isLowerThan(releaseType, suggested);
  const reasonError = attempted && needsReason && !reason.trim() ? publishMessages.reasonRequired : undefined;
  const submit = async () => {
    setAttempted(true);
    setFailure(undefined);
    if (needsReason && !reason.trim()) return;
    try {
      const version = await publish({
        params,
        body: { releaseType, notes, revision: workflow.revision, ...(needsReason ? { reason } : {}) },
      });
      await mutate(useWorkflow.keyOf({ params }));
      toast.success(`Version ${version.version} published`);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFailure([publishMessages.stale]);
        await Promise.all([mutate(useWorkflow.keyOf({ params })), diff.mutate()]);
      } else {
        setFailure(apiErrorReasons(error, publishMessages.failed));
      }
    }
  };

  return (
    <div className={dialogBody}>
      {latest ? (
        <>
          <p>{`Changes since version ${latest}; suggested release type: ${RELEASE_TYPE_LABELS[suggested!]}.`}</p>
          <ChangeList changes={diff.data?.changes ?? []} headingLevel={3} />
          <RadioGroup label="Release type" value={releaseType} onChange={(value) => setChosen(value as ReleaseType)} orientation="horizontal">
            {[...RELEASE_TYPES].reverse().map((type) => (
              <Radio key={type} value={type} description={`Version ${nextVersion(latest, type)}${type === suggested ? ', suggested' : ''}`}>
                {RELEASE_TYPE_LABELS[type]}
              </Radio>
            ))}
          </RadioGroup>
        </>
      ) : (
        <p>The first published version is 1.0.0.</p>
      )}
      {needsReason && (
        <TextArea
          label="Reason for a lower release type"
          isRequired
          value={reason}
          onChange={setReason}
          errorMessage={reasonError}
          isInvalid={reasonError !== undefined}
        />
      )}
      <LatestReport workflowId={workflow.id} revision={workflow.revision} />
      <TextArea label="Release notes" value={notes} onChange={setNotes} description="What changed and why, for whoever runs or reviews this version." />
      {failure && <FailureList reasons={failure} />}
      <div className={muted}>
        {close}{' '}
        <Button onPress={() => void submit()} isPending={isMutating} pendingLabel="Publishing">
          {`Publish ${nextVersion(latest, releaseType)}`}
        </Button>
      </div>
    </div>
  );
}
