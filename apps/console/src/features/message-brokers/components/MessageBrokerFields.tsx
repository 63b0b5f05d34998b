import { MESSAGE_BROKER_PROVIDERS, TOPIC_TYPES } from '@agentdeck/api-client/rules';
import {
  FormSelect,
  FormTextArea,
  FormTextField,
  newBrokerTopic,
  useFormStatus,
  type MessageBrokerFormValues,
} from '@agentdeck/forms';
import { Button, IconButton, PlusIcon, TrashIcon } from '@agentdeck/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ConnectionFields } from './ConnectionFields';
import { section, sectionHeader, sectionTitle, topicRow } from './message-brokers.css';

const providerItems = MESSAGE_BROKER_PROVIDERS.map((provider) => ({ id: provider, label: provider }));
const TOPIC_TYPE_LABELS = { inbound: 'Inbound', outbound: 'Outbound' } as const;
const topicTypeItems = TOPIC_TYPES.map((type) => ({ id: type, label: TOPIC_TYPE_LABELS[type] }));

/**
 * A broker's topics (spec 002 section 3): each with its ID, title, type (inbound: the broker
 * delivers to agents; outbound: agents publish) and the request structure its messages carry.
 */
function TopicRows() {
  const { control } = useFormContext<MessageBrokerFormValues>();
  const { isReadOnly } = useFormStatus();
  const { fields, append, remove } = useFieldArray({ control, name: 'topics' });
  return (
    <section aria-labelledby="broker-topics" className={section}>
      <div className={sectionHeader}>
        <h3 id="broker-topics" className={sectionTitle}>
          Topics
        </h3>
        <Button variant="secondary" icon={PlusIcon} isDisabled={isReadOnly} onPress={() => append(newBrokerTopic() as never)}>
          Add Topic
        </Button>
      </div>
      {fields.length === 0 && <p>No topics yet. Agents publish to and listen on the topics added here.</p>}
      {fields.map((topic, index) => (
        <fieldset key={topic.id} className={topicRow} aria-label={`Topic ${index + 1}`}>
          <FormTextField control={control} name={`topics.${index}.id`} label="Topic ID" isRequired autoComplete="off" />
          <FormTextField control={control} name={`topics.${index}.title`} label="Title" isRequired autoComplete="off" />
          <FormSelect control={control} name={`topics.${index}.topicType`} label="Topic Type" isRequired items={topicTypeItems} placeholder="Select a topic type" />
          <FormTextArea
            control={control}
            name={`topics.${index}.requestStructure`}
            label="Request Structure"
            description='The message, as JSON: {"session_id": "string", "message": "string"}'
          />
          <div>
            <IconButton aria-label={`Remove topic ${index + 1}`} icon={TrashIcon} isDisabled={isReadOnly} onPress={() => remove(index)} />
          </div>
        </fieldset>
      ))}
    </section>
  );
}

/**
 * The New/Edit Message Broker fields (spec 002 sections 2, 3 and 9; spec README decision 7): the
 * provider, its connection and the topics.
 */
export function MessageBrokerFields() {
  const { control } = useFormContext<MessageBrokerFormValues>();
  return (
    <>
      <FormTextField control={control} name="name" label="Name" isRequired autoComplete="off" />
      <FormTextArea control={control} name="description" label="Description" isRequired />
      <FormSelect control={control} name="provider" label="Provider" isRequired items={providerItems} placeholder="Select a provider" />
      <ConnectionFields />
      <TopicRows />
    </>
  );
}
