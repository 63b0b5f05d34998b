import { HUMAN_INPUT_OPTIONS } from '@agentdeck/api-client/rules';
import { FormSelect, FormSwitch, FormTextArea, type HumanReviewFormValues } from '@agentdeck/forms';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTopicFields } from '../../../entities/references';

const OPTION_LABELS: Record<(typeof HUMAN_INPUT_OPTIONS)[number], string> = { messageBroker: 'Message Broker' };
export const brokerOptionItems = HUMAN_INPUT_OPTIONS.map((option) => ({ id: option, label: OPTION_LABELS[option] }));

/** The Human Review drawer's fields (spec 002 sections 2 to 5). */
export function HumanReviewFields() {
  const { control } = useFormContext<HumanReviewFormValues>();
  const [enableBroker, enableConsumer] = useWatch({ control, name: ['enableBroker', 'enableConsumer'] });
  return (
    <>
      <FormTextArea control={control} name="instruction" label="Instruction" description="What the reviewer is asked to decide." isRequired />
      <FormSelect control={control} name="option" label="Option" items={brokerOptionItems} isRequired />
      <FormSwitch control={control} name="enableBroker">
        Send the review through a message broker
      </FormSwitch>
      {enableBroker && (
        <>
          <FormTopicFields prefix="topicProducer" legend="Producer topic" />
          <FormSwitch control={control} name="enableConsumer">
            Wait for the answer on a consumer topic
          </FormSwitch>
          {enableConsumer && <FormTopicFields prefix="topicConsumer" legend="Consumer topic" />}
        </>
      )}
    </>
  );
}

/** The Output Broadcasting drawer's fields (spec 002 sections 2 and 3): the topic the agent publishes to. */
export function OutputBroadcastingFields() {
  const { control } = useFormContext<{ option?: string }>();
  return (
    <>
      <FormSelect control={control} name="option" label="Option" items={brokerOptionItems} isRequired />
      <FormTopicFields prefix="topicProducer" legend="Producer topic" />
    </>
  );
}
