export { vaultKeyReference } from './vault-key';
export {
  databaseReference,
  llmReference,
  messageBrokerReference,
  promptTemplateReference,
  slmReference,
} from './records';
export { FormBrokerTopicFields, type FormBrokerTopicFieldsProps } from './FormBrokerTopicFields';
