import {
  MESSAGE_BROKER_MESSAGES,
  minLengthMessage,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { messageBrokerBody, messageBrokerFormSchema } from './messageBroker';

const kafka = {
  name: 'Claims Kafka',
  description: 'Kafka cluster for claim events',
  provider: 'Apache Kafka' as const,
  bootstrapServers: 'kafka-1.internal:9092,kafka-2.internal:9092',
  topics: [
    {
      id: 'human-review-requests',
      title: 'Human review requests',
      topicType: 'outbound' as const,
      requestStructure: '{"session_id":"string"}',
    },
    {
      id: 'human-review-responses',
      title: 'Human review responses',
      topicType: 'inbound' as const,
    },
  ],
};

describeParity('messageBroker', {
  form: messageBrokerFormSchema,
  create: messageBrokerBody,
  valid: {
    'Kafka with inbound and outbound topics': kafka,
    'MSK without servers or topics': {
      ...kafka,
      provider: 'AWS MSK Provisioned',
      bootstrapServers: '',
      topics: [],
    },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'description', value: 'MSK', message: minLengthMessage('description', 5) },
    { field: 'provider', value: 'RabbitMQ', message: MESSAGE_BROKER_MESSAGES.provider },
    ...(
      [
        ['topics.0.id', '', MESSAGE_BROKER_MESSAGES.topicId],
        ['topics.1.id', 'human-review-requests', MESSAGE_BROKER_MESSAGES.duplicateTopicId],
        ['topics.0.title', '', MESSAGE_BROKER_MESSAGES.topicTitle],
        ['topics.1.topicType', null, MESSAGE_BROKER_MESSAGES.topicType],
      ] as const
    ).map(([field, value, message]) => ({
      field,
      value,
      path: `configurations.${field}`,
      message,
    })),
  ],
});
