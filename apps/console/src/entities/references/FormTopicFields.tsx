import { FormTextArea } from '@agentdeck/forms';
import { useFormContext } from 'react-hook-form';
import { FieldGroup } from '../../lib/records';
import { FormBrokerTopicFields } from './FormBrokerTopicFields';

/**
 * A topic a drawer publishes to or waits on (human review, output broadcasting, self learning's
 * message broker, spec 002 section 3): the broker, its topic and the request structure, under
 * `prefix` ('topicProducer'), in a group named for screen readers.
 */
export function FormTopicFields({ prefix, legend, isRequired = true }: { prefix: string; legend: string; isRequired?: boolean }) {
  const { control } = useFormContext();
  return (
    <FieldGroup legend={legend}>
      <FormBrokerTopicFields brokerName={`${prefix}.messageBrokerId`} topicName={`${prefix}.topicId`} isRequired={isRequired} />
      <FormTextArea
        control={control}
        name={`${prefix}.requestStructure`}
        label="Request Structure"
        description='What is sent, as JSON: {"session_id": "string", "message": "string"}'
        isRequired={isRequired}
      />
    </FieldGroup>
  );
}
