import { useFeedbackKey, useIssueFeedbackKey } from '@agentdeck/api-client/hooks';
import { useFormStatus, type SelfLearningFormValues } from '@agentdeck/forms';
import { Button, CopyButton } from '@agentdeck/ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { absoluteUrl, endpoints } from '../../config/endpoints';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { Moment } from '../../lib/dates';
import { FieldGroup } from '../../lib/records';
import { feedbackCurl } from './feedback-curl';
import type { SelfLearningContext } from './part';
import { code, muted } from './self-learning.css';

/**
 * Where an external system sends feedback (spec 000 sections 2.6 and 7): the feedback URL of
 * this agent or workflow and a curl sample, each copied with 'Copied!' for 2 seconds. The sample
 * carries the agent's feedback key: issued here, shown in full only right after, and the only key
 * `POST /feedback/{workflowId}` accepts.
 */
export function FeedbackEndpoint({ context }: { context: SelfLearningContext }) {
  const { id: wid } = useCurrentWorkspace();
  const { isReadOnly } = useFormStatus();
  const { control } = useFormContext<SelfLearningFormValues>();
  const attributes = useWatch({ control, name: 'outputInstructions' }) ?? [];
  const { workflowId } = context;
  const key = useFeedbackKey(workflowId ? { params: { wid, workflowId } } : null, { shouldRetryOnError: false });
  const { trigger: issue, isMutating } = useIssueFeedbackKey();
  const [issued, setIssued] = useState<string | null>(null);

  if (!workflowId)
    return (
      <FieldGroup legend="Feedback endpoint">
        <p className={muted}>The feedback URL and its key appear once the agent is saved.</p>
      </FieldGroup>
    );
  const url = absoluteUrl(`${endpoints.chatbot}/feedback/${encodeURIComponent(workflowId)}`);
  const hint = key.data?.keyHint;
  const curl = feedbackCurl({ url, key: issued ?? '<your feedback key>', agentId: workflowId, attributes });
  return (
    <FieldGroup legend="Feedback endpoint">
      <p className={muted}>External systems send feedback to this URL with the agent's feedback key.</p>
      <code className={code} aria-label="Feedback URL">
        {url}
      </code>
      <div>
        <CopyButton text={url} label="Copy feedback URL" />
      </div>
      <p className={muted} role="status">
        {issued
          ? 'Your new feedback key is in the sample below. Copy it now: it is not shown again.'
          : hint
            ? <>
                {`Feedback key ${hint}, issued `}
                <Moment value={key.data!.createdAt} format="date" />
                {'. A new key replaces it.'}
              </>
            : 'No feedback key yet: feedback is refused until one is issued.'}
      </p>
      {!isReadOnly && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            isPending={isMutating}
            onPress={async () => {
              const result = await issue({ params: { wid, workflowId } });
              setIssued(result.key);
              await key.mutate();
            }}
          >
            {hint ? 'Replace feedback key' : 'Issue feedback key'}
          </Button>
        </div>
      )}
      <pre className={code} aria-label="Curl sample">
        {curl}
      </pre>
      <div>
        <CopyButton text={curl} label="Copy curl sample" />
      </div>
    </FieldGroup>
  );
}
