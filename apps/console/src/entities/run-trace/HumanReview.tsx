import type { ResumeDecision } from '@agentdeck/api-client';
import { useResumeRun } from '@agentdeck/api-client/hooks';
import { rejectedInReviewError } from '@agentdeck/api-client/rules';
import { Button, TextArea } from '@agentdeck/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../../lib/api-error-message';
import { formatValue } from './run-status';
import { errorText, reviewActions } from './run-trace.css';

export interface HumanReviewProps {
  wid: string;
  runId: string;
  /** The waiting step's `attributes.humanInput.instruction`, what the reviewer is asked. */
  instruction: unknown;
}

/** Approve or reject a run waiting at a human review, with a message the workflow receives. */
export function HumanReview({ wid, runId, instruction }: HumanReviewProps) {
  const [message, setMessage] = useState('');
  const [decision, setDecision] = useState<ResumeDecision | null>(null);
  const { trigger, isMutating, error, data: resumed } = useResumeRun();
  const resume = (chosen: ResumeDecision) => {
    setDecision(chosen);
    trigger({ params: { wid, runId }, body: { decision: chosen, message } }).catch(() => undefined);
  };
  // A rejection fails the run (design section 2.1a), in the engine's words with the reviewer's message.
  if (resumed)
    return (
      <p role="status">
        {decision === 'approve' ? 'Approved. The run goes on.' : `The run failed. ${rejectedInReviewError(message)}`}
      </p>
    );
  return (
    <>
      {instruction !== undefined && <p>{formatValue(instruction)}</p>}
      <TextArea
        label="Review message"
        value={message}
        onChange={setMessage}
        isDisabled={isMutating}
      />
      <div className={reviewActions}>
        <Button
          variant="primary"
          onPress={() => resume('approve')}
          isPending={isMutating && decision === 'approve'}
          pendingLabel="Approving"
        >
          Approve
        </Button>
        <Button
          variant="danger"
          onPress={() => resume('reject')}
          isPending={isMutating && decision === 'reject'}
          pendingLabel="Rejecting"
        >
          Reject
        </Button>
      </div>
      {error && (
        <p role="alert" className={errorText}>
          {apiErrorMessage(error, 'The decision was not sent. Try again.')}
        </p>
      )}
    </>
  );
}
