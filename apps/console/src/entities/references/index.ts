export { vaultKeyReference } from './vault-key';
export {
  connectorReference,
  databaseReference,
  embeddingModelReference,
  llmReference,
  messageBrokerReference,
  promptTemplateReference,
  slmReference,
} from './records';
export { FormBrokerTopicFields, type FormBrokerTopicFieldsProps } from './FormBrokerTopicFields';
