export { vaultKeyReference } from './vault-key';
export {
  apiToolReference,
  connectorReference,
  databaseReference,
  embeddingModelReference,
  llmReference,
  messageBrokerReference,
  promptTemplateReference,
  slmReference,
} from './records';
export { FormBrokerTopicFields, type FormBrokerTopicFieldsProps } from './FormBrokerTopicFields';
export { FormTopicFields } from './FormTopicFields';
