
import { selfLearningFormSchema, selfLearningFormValues, type SelfLearningFormValues } from '@agentdeck/forms';
import { Link } from '@agentdeck/ui';
import { useCallback } from 'react';
import { paths } from '../../config/paths';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import type { DrawerFormDefinition } from '../../lib/records';
import { useLanguageModels } from '../intelligence-source';
import { INTEGRATION_LABELS, LEARNING_SOURCE_LABELS } from './labels';
import { SelfLearningFields } from './SelfLearningFields';
import { viewLearnings } from './self-learning.css';

/** What the self learning drawer needs from the agent or workflow that holds it. */
export interface SelfLearningContext {
  /** The agent's or workflow's id: its feedback URL and key, and its learning records. Unsaved, none. */
  workflowId?: string;
  /** The agent uses a reusable agent: its self learning is inherited and only viewed (spec 000 section 4.1). */
  isReusable?: boolean;
}

const tick = (label: string, on: unknown) => `${label} ${on ? '✓' : '✗'}`;

/** The card's line: the mode, the model and the status ticks (spec 000 section 2.6). */
function useSelfLearningSummary() {
  const { id: wid } = useCurrentWorkspace();
  const { models } = useLanguageModels(wid);
  return useCallback(
    (values: SelfLearningFormValues) => {
      const source = values.intelligentSource as { id?: string } | null | undefined;
      const model = [...models.LLM, ...models.SLM].find((entry) => entry.id === source?.id)?.name ?? 'No model';
      const integration = values.feedbackRequestIntegration?.type as keyof typeof INTEGRATION_LABELS | undefined;
      return {
        name: LEARNING_SOURCE_LABELS[values.learningSource as keyof typeof LEARNING_SOURCE_LABELS] ?? 'Self learning',
        description: [
          model,
          tick('Override prompt', values.overridePrompt),
          tick('Retry', values.retry),
          tick(`Feedback requestor tool${integration && values.learningType === 'Supervised' ? ` (${INTEGRATION_LABELS[integration]})` : ''}`, values.learningType === 'Supervised' && values.feedbackRequestIntegration?.id),
        ].join(' · '),
      };
    },
    [models],
  );
}

/** 'View learnings': the learning records of this agent or workflow, in a new tab. */
function ViewLearnings({ context }: { context: SelfLearningContext }) {
  const { id: wid } = useCurrentWorkspace();
  if (!context.workflowId) return null;
  return (
    <span className={viewLearnings}>
      <Link href={paths.workspace.learnings.getHref(wid, context.workflowId)} target="_blank" rel="noopener">
        View learnings
      </Link>
    </span>
  );
}

/**
 * Self learning as a part of the agent editor (spec 000 sections 2.6 and 4.1): the card with its
 * mode, model and ticks, 'Enable Self Learning' while none is set, 'View Self Learning' for a
 * reusable agent; the 633px 'Self Learning' drawer with Add or Change and 'View learnings'.
 */
export const selfLearningPart: DrawerFormDefinition<SelfLearningFormValues, SelfLearningContext> = {
  title: 'Self Learning',
  addLabel: 'Add Self Learning',
  emptyText: 'Self learning is off: the agent does not learn from feedback.',
  schema: selfLearningFormSchema,
  initialValues: () => selfLearningFormValues(undefined) as SelfLearningFormValues,
  useSummaryOf: useSelfLearningSummary,
  Fields: SelfLearningFields,
  saveLabels: { add: 'Add', change: 'Change' },
  // Spec 000 section 4.1, quoted exactly.
  invalidTooltip: 'All details needs to be filled before the form can be saved',
  enableLabel: 'Enable Self Learning',
  viewLabel: 'View Self Learning',
  FooterStart: ViewLearnings,
};


