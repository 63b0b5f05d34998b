import { messageBrokerBody, messageBrokerFormSchema, messageBrokerFormValues, type MessageBrokerFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { MessageBrokerFields } from './components/MessageBrokerFields';

/** What the message broker form runs (spec 002 sections 3 and 9): fetched when it first opens. */
export const messageBrokerFormCode = defineRecordFormCode('messageBroker', {
  schema: messageBrokerFormSchema,
  values: (broker) => messageBrokerFormValues(broker) as MessageBrokerFormValues,
  createBody: messageBrokerBody,
  Fields: MessageBrokerFields,
});
