import { TextField } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RagKind } from '../model/rag-kind';
import { useRecordNames } from '../model/use-record-names';
import { muted, plan, planStepDetail, planSteps, planStepTitle, stepHeading } from './rag.css';

/**
 * The read-only 'Retrieval plan' of step 3: for a sample question the user types, the steps the
 * configuration will run once saved, each with its switch's effect. Computed from the form
 * alone, with no model call.
 */
export function RetrievalPlan({ kind }: { kind: RagKind }) {
  const { control } = useFormContext();
  const values = useWatch({ control }) as Record<string, unknown>;
  const nameOf = useRecordNames();
  const [question, setQuestion] = useState('');
  const headingId = useId();
  const steps = kind.plan(values, nameOf, question);
  return (
    <section className={plan} aria-labelledby={headingId}>
      <h3 id={headingId} className={stepHeading}>
        Retrieval plan
      </h3>
      <p className={muted}>What this configuration will do with a question once saved. Nothing is sent to a model.</p>
      <TextField label="Sample question" value={question} onChange={setQuestion} placeholder="Which policies cover flood damage?" />
      <ol className={planSteps} aria-label="Steps of the retrieval plan" aria-live="polite">
        {steps.map((planStep, index) => (
          <li key={index}>
            <span className={planStepTitle}>{planStep.title}</span>
            {': '}
            <span className={planStepDetail}>{planStep.detail}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
