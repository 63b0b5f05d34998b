import { resourceHooks } from '@agentdeck/api-client/hooks';
import {
  CASE_MANAGEMENT_CONNECTOR,
  DEFAULT_MAX_SUMMARY_LENGTH,
  FEEDBACK_INTEGRATION_TYPES,
  LEARNING_SOURCES,
  LEARNING_TYPES,
} from '@agentdeck/api-client/rules';
import {
  FormCheckbox,
  FormKeyValueRows,
  FormNumberField,
  FormRadioGroup,
  FormSelect,
  FormSwitch,
  FormTextArea,
  FormTextField,
  useBinding,
  useFieldChange,
  useFormStatus,
  type SelfLearningFormValues,
} from '@agentdeck/forms';
import { ConditionEditor, Radio } from '@agentdeck/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { FieldGroup, FormReferenceField } from '../../lib/records';
import { FormIntelligentSourceField } from '../intelligence-source';
import { apiToolReference, connectorReference, FormTopicFields, promptTemplateReference } from '../references';
import { FeedbackEndpoint } from './FeedbackEndpoint';
import { INTEGRATION_LABELS, LEARNING_SOURCE_LABELS } from './labels';
import type { SelfLearningContext } from './part';

type Values = SelfLearningFormValues;

const sourceItems = LEARNING_SOURCES.map((source) => ({ id: source, label: LEARNING_SOURCE_LABELS[source] }));

/** The triggering criteria on the condition editor: 'variable.' names as the editor writes them. */
function CriteriaField() {
  const { control } = useFormContext<Values>();
  const { field, validation } = useBinding({ name: 'feedbackTriggeringCriteria', control });
  return (
    <ConditionEditor
      label="Feedback Triggering Criteria"
      description="Optional. When feedback is asked for, such as variable.claim_amount > 500 AND variable.is_priority == true."
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      isReadOnly={validation.isReadOnly}
    />
  );
}

/** The feedback requestor tool of Supervised learning: a connector (with a case-management one's fields), an API, or a broker's topics. */
function RequestorTool() {
  const { id: wid } = useCurrentWorkspace();
  const { control, setValue } = useFormContext<Values>();
  const connectors = resourceHooks.connector.useList(wid).data;
  const type = useFieldChange(control, 'feedbackRequestIntegration.type', (next) => {
    // Another integration starts from nothing: its id, the connector's details and the broker's topics go (000 section 4.1).
    setValue('feedbackRequestIntegration', { type: next }, { shouldValidate: true });
  });
  const connectorId = useFieldChange(control, 'feedbackRequestIntegration.id', (id) => {
    if (type !== 'Connector') return;
    const connectorType = connectors?.find((connector) => connector.id === id)?.type ?? null;
    setValue('feedbackRequestIntegration.connectorType', connectorType, { shouldValidate: true });
  });
  const producerBroker = useWatch({ control, name: 'feedbackRequestIntegration.messageBroker.topicProducer.messageBrokerId' });
  useFieldChange(control, 'feedbackRequestIntegration.messageBroker.topicProducer.messageBrokerId', (id) => {
    // A broker integration is named by its producer's broker.
    setValue('feedbackRequestIntegration.id', id ?? '', { shouldValidate: true });
  });
  const connectorType = useWatch({ control, name: 'feedbackRequestIntegration.connectorType' });
  const at = 'feedbackRequestIntegration' as const;
  return (
    <>
      <FormRadioGroup control={control} name={`${at}.type`} label="Feedback Requestor Tool" orientation="horizontal" isRequired>
        {FEEDBACK_INTEGRATION_TYPES.map((option) => (
          <Radio key={option} value={option}>
            {INTEGRATION_LABELS[option]}
          </Radio>
        ))}
      </FormRadioGroup>
      {type === 'Connector' && (
        <FormReferenceField<'connector', Values> reference={connectorReference} name={`${at}.id`} label="Connector" isRequired />
      )}
      {type === 'Connector' && connectorId && connectorType === CASE_MANAGEMENT_CONNECTOR && (
        <FieldGroup legend="Case management">
          <FormTextField control={control} name={`${at}.configuration.caseTypeId`} label="Case Type ID" isRequired autoComplete="off" />
          <FormTextField control={control} name={`${at}.configuration.caseCreateUrl`} label="Case Creation URL" isRequired autoComplete="off" />
          <FormTextArea control={control} name={`${at}.configuration.mapping.titleMapping`} label="Title Mapping" isRequired />
          <FormTextArea control={control} name={`${at}.configuration.mapping.descriptionMapping`} label="Description Mapping" isRequired />
        </FieldGroup>
      )}
      {type === 'API' && <FormReferenceField<'apiTool', Values> reference={apiToolReference} name={`${at}.id`} label="API" isRequired />}
      {type === 'MessageBroker' && (
        <>
          <FormTopicFields prefix={`${at}.messageBroker.topicProducer`} legend="Producer topic" />
          {producerBroker && <FormTopicFields prefix={`${at}.messageBroker.topicConsumer`} legend="Consumer topic (optional)" isRequired={false} />}
        </>
      )}
    </>
  );
}

/**
 * The Self Learning drawer's form (spec 000 sections 2.6, 3.1, 4.1 and 5.1): the learning mode,
 * the model, the prompt and length overrides, retry, Supervised or Unsupervised feedback, and
 * for Supervised the requestor tool, the triggering criteria, the output attributes and the
 * feedback endpoint with its key. Each choice resets what it makes stale (section 4.1).
 */
export function SelfLearningFields({ context }: { context: SelfLearningContext }) {
  const { control, setValue } = useFormContext<Values>();
  const { isReadOnly } = useFormStatus();
  const locked = isReadOnly || context.isReusable === true;

  const learningSource = useFieldChange(control, 'learningSource', (source) => {
    setValue('intelligentSource', null as never);
    setValue('overridePrompt', false);
    setValue('promptId', null);
    setValue('overrideMaxSummaryLength', false);
    setValue('maxSummaryLength', source === 'LearnFromSummary' ? DEFAULT_MAX_SUMMARY_LENGTH : null);
  });
  useFieldChange(control, 'overridePrompt', (on) => {
    if (!on) setValue('promptId', null, { shouldValidate: true });
  });
  useFieldChange(control, 'overrideMaxSummaryLength', (on) => {
    if (!on) setValue('maxSummaryLength', DEFAULT_MAX_SUMMARY_LENGTH, { shouldValidate: true });
  });
  const learningType = useFieldChange(control, 'learningType', (type) => {
    if (type === 'Unsupervised') {
      setValue('feedbackRequestIntegration', null);
      setValue('outputInstructions', []);
      setValue('feedbackTriggeringCriteria', '');
    } else setValue('feedbackRequestIntegration', { type: 'Connector' });
  });
  const [overridePrompt, overrideLength] = useWatch({ control, name: ['overridePrompt', 'overrideMaxSummaryLength'] });

  return (
    <>
      <FormSelect control={control} name="learningSource" label="Learning Mode" isRequired items={sourceItems} placeholder="Select a learning mode" isDisabled={locked} />
      <FormIntelligentSourceField<Values> name="intelligentSource" label="Intelligent Source" isRequired slmKey="isSlm" />
      <FormCheckbox control={control} name="overridePrompt">
        Override Default Prompt
      </FormCheckbox>
      {overridePrompt && <FormReferenceField<'promptTemplate', Values> reference={promptTemplateReference} name="promptId" label="Prompt" isRequired />}
      {learningSource !== 'SmartFeedbackSearch' && (
        <>
          <FormCheckbox control={control} name="overrideMaxSummaryLength">
            Override Max Summary Length
          </FormCheckbox>
          <FormNumberField
            control={control}
            name="maxSummaryLength"
            label="Max Summary Length"
            isRequired={overrideLength === true}
            isReadOnly={overrideLength !== true || undefined}
            step={1}
            formatOptions={{ useGrouping: false }}
          />
        </>
      )}
      <FormSwitch control={control} name="retry">
        Retry
      </FormSwitch>
      <FormRadioGroup control={control} name="learningType" label="Feedback Type" orientation="horizontal" isRequired>
        {LEARNING_TYPES.map((type) => (
          <Radio key={type} value={type} isDisabled={type === 'Unsupervised' && locked}>
            {type}
          </Radio>
        ))}
      </FormRadioGroup>
      {learningType === 'Supervised' && (
        <>
          <RequestorTool />
          <CriteriaField />
          <FormKeyValueRows<Values>
            name="outputInstructions"
            label="Feedback Attributes"
            valueLabel="Description"
            addLabel="Add Attribute"
            emptyText="No feedback attributes added"
          />
          <FeedbackEndpoint context={context} />
        </>
      )}
    </>
  );
}
