import { FormTextArea, FormTextField, type AgentFormValues } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { FormLanguageModelField } from '../../../entities/intelligence-source';
import { selfLearningPart, type SelfLearningContext } from '../../../entities/self-learning';
import {
  apiToolSelector,
  connectorSelector,
  graphRagSelector,
  guardrailSelector,
  knowledgeBaseSelector,
  mcpServerSelector,
  promptTemplateSelector,
  vectorRagSelector,
} from '../../../entities/selectors';
import { FormDrawerCard, FormRecordSelector, type RecordOf } from '../../../lib/records';
import { humanReviewPart, outputBroadcastingPart } from '../parts';
import { group, groupHeading } from './agent-fields.css';
import { LockedPart } from './LockedPart';

type Values = AgentFormValues;

/**
 * The agent editor's fields (spec 002 sections 2 and 3): name, description, prompt and language
 * model, then the knowledge, helper tools, guardrails and connectors it may use, each picked in
 * its selector, where a missing one can be made in place. Both hosts use them: the agents screen's
 * drawer and the agent-node panel, where a chosen reusable agent locks the parts marked `LockedPart`.
 */
export function AgentFields({ record }: { record?: RecordOf<'agent'> }) {
  const { control } = useFormContext<Values>();
  // An agent's feedback is filed under its id (spec 000 section 2.6): a new agent has none yet.
  const learning: SelfLearningContext = { workflowId: record?.id };
  return (
    <>
      <LockedPart name="Name and description">
        <FormTextField control={control} name="agentName" label="Agent Name" isRequired autoComplete="off" />
        <FormTextArea control={control} name="agentDescription" label="Description" isRequired />
      </LockedPart>
      <FormRecordSelector<'promptTemplate', Values> selector={promptTemplateSelector} name="promptTemplateId" />
      <FormLanguageModelField<Values> name="sourceValue" />
      <FormRecordSelector<'knowledgeBase', Values> selector={knowledgeBaseSelector} name="knowledgeBase" />
      <LockedPart name="Helper Tools">
        <section className={group} aria-labelledby="agent-helper-tools">
          <h3 id="agent-helper-tools" className={groupHeading}>
            Helper Tools
          </h3>
          <FormRecordSelector<'apiTool', Values> selector={apiToolSelector} name="apis" selectionMode="multiple" headingLevel={4} />
          <FormRecordSelector<'mcpServer', Values> selector={mcpServerSelector} name="mcpServers" selectionMode="multiple" headingLevel={4} />
          <FormRecordSelector<'vectorRag', Values> selector={vectorRagSelector} name="rags" selectionMode="multiple" headingLevel={4} />
          <FormRecordSelector<'graphRag', Values> selector={graphRagSelector} name="knowledgeGraphs" selectionMode="multiple" headingLevel={4} />
        </section>
      </LockedPart>
      <FormRecordSelector<'guardrail', Values> selector={guardrailSelector} name="guardrails" selectionMode="multiple" />
      <FormRecordSelector<'connector', Values> selector={connectorSelector} name="connectors" selectionMode="multiple" />
      <LockedPart name="Human Review">
        <FormDrawerCard definition={humanReviewPart} name="humanInput" />
      </LockedPart>
      <LockedPart name="Self Learning">
        <FormDrawerCard<Values, NonNullable<Values['selfLearning']>, SelfLearningContext>
          definition={selfLearningPart}
          name="selfLearning"
          context={learning}
        />
      </LockedPart>
      <LockedPart name="Output Broadcasting">
        <FormDrawerCard definition={outputBroadcastingPart} name="publisherIntegration" />
      </LockedPart>
    </>
  );
}
