import { resourceHooks } from '@agentdeck/api-client/hooks';
import { FormSelect } from '@agentdeck/forms';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { FormReferenceField } from '../../lib/records';
import { messageBrokerReference } from './records';

export interface FormBrokerTopicFieldsProps<V extends FieldValues> {
  /** Where the form keeps the broker's id ('topicProducer.messageBrokerId'). */
  brokerName: FieldPath<V>;
  /** Where it keeps the topic's id, one of that broker's topics. */
  topicName: FieldPath<V>;
  isRequired?: boolean;
}

/**
 * A topic of a message broker (spec 002 section 3: human input, self learning and output
 * broadcasting refer to one as `{messageBrokerId, topicId}`): the broker first, then one of its
 * topics. Choosing another broker clears the topic, which belonged to the first.
 */
export function FormBrokerTopicFields<V extends FieldValues>({ brokerName, topicName, isRequired }: FormBrokerTopicFieldsProps<V>) {
  const { id: wid } = useCurrentWorkspace();
  const { control, setValue } = useFormContext<V>();
  const brokerId = useWatch({ control, name: brokerName }) as string | undefined;
  const { data: brokers } = resourceHooks.messageBroker.useList(wid);
  const topics = brokers?.find((broker) => broker.id === brokerId)?.configurations.topics ?? [];

  const shownBroker = useRef(brokerId);
  useEffect(() => {
    if (shownBroker.current === brokerId) return;
    shownBroker.current = brokerId;
    setValue(topicName, '' as never, { shouldDirty: true });
  }, [brokerId, setValue, topicName]);

  return (
    <>
      <FormReferenceField reference={messageBrokerReference} name={brokerName} label="Message Broker" isRequired={isRequired} />
      <FormSelect
        control={control}
        name={topicName}
        label="Topic"
        isRequired={isRequired}
        isDisabled={!brokerId}
        placeholder={brokerId ? 'Select a topic' : 'Select a message broker first'}
        items={topics.map((topic) => ({ id: topic.id, label: topic.title, description: topic.topicType }))}
        emptyText="This message broker has no topics"
      />
    </>
  );
}
