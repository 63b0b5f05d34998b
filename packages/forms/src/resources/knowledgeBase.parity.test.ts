import {
  CONNECTOR_MESSAGES,
  KNOWLEDGE_BASE_DESCRIPTION_MIN,
  KNOWLEDGE_BASE_MESSAGES,
  minLengthMessage,
  requiredMessage,
  VAULT_KEY_MESSAGE,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { knowledgeBaseBody, knowledgeBaseFormSchema } from './knowledgeBase';

const handbook = {
  name: 'Support Handbook',
  description: 'Support handbook pages indexed from the wiki API',
  status: 'enabled' as const,
  dataSourceType: 'api' as const,
  language: 'en',
  embeddingModel: 'embeddingModel-1',
  retrievalMode: 'semantic' as const,
  tags: ['support', ' handbook '],
  // Indexing figures are kept as saved.
  lastIndexedAt: '2026-10-30T08:00:00.000Z',
  documentCount: 412,
};
const jira = 'a Jira source';

describeParity('knowledgeBase', {
  form: knowledgeBaseFormSchema,
  create: knowledgeBaseBody,
  valid: {
    'an API source': handbook,
    [jira]: {
      ...handbook,
      status: 'disabled',
      dataSourceType: 'jira',
      retrievalMode: null,
      jiraInfor: { email: 'bot@acme.example', token: 'jira-token', projectKey: 'SUP' },
    },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'status', value: null, message: KNOWLEDGE_BASE_MESSAGES.status },
    { field: 'dataSourceType', value: 'dropbox', message: KNOWLEDGE_BASE_MESSAGES.dataSource },
    {
      field: 'description',
      value: 'Support pages',
      message: minLengthMessage('description', KNOWLEDGE_BASE_DESCRIPTION_MIN),
    },
    {
      from: jira,
      field: 'jiraInfor.email',
      value: 'bot',
      message: CONNECTOR_MESSAGES.invalidEmail,
    },
    { from: jira, field: 'jiraInfor.token', value: '', message: VAULT_KEY_MESSAGE },
    {
      from: jira,
      field: 'jiraInfor.projectKey',
      value: null,
      message: requiredMessage('project key'),
    },
  ],
});
