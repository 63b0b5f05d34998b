import {
  INVALID_URL_MESSAGE,
  leadingSpacesMessage,
  MODEL_MESSAGES,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { llmBody, llmConnectionFormSchema } from './llm';

const openAi = {
  name: 'Support GPT',
  provider: 'OpenAI',
  modelName: 'gpt-4o',
  description: 'Answers support tickets',
  apiKeyReference: 'openai-api-key',
  maxTokens: 4096,
  temperature: '0.7',
  baseUrl: 'https://api.openai.com/v1',
};

describeParity('llm', {
  form: llmConnectionFormSchema,
  create: (values) => llmBody(values, []),
  valid: {
    'an API key provider': openAi,
    'Bedrock, with its credentials and no API key': {
      ...openAi,
      provider: 'AWS Bedrock',
      modelName: 'amazon.nova-pro-v1:0',
      apiKeyReference: null,
      accessKey: 'AKIAEXAMPLE',
      secretKey: 'aws-secret-access-key',
      region: 'eu-west-1',
    },
    'the fewest fields': { ...openAi, maxTokens: null, temperature: '', baseUrl: '' },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'name', value: ' GPT', message: leadingSpacesMessage('name') },
    { field: 'provider', value: '', message: MODEL_MESSAGES.provider },
    { field: 'modelName', value: '', message: MODEL_MESSAGES.model },
    {
      field: 'description',
      value: '',
      path: 'configurations.description',
      message: requiredMessage('description'),
    },
    { field: 'apiKeyReference', value: null, message: MODEL_MESSAGES.apiKey },
    {
      field: 'maxTokens',
      value: 0,
      path: 'configurations.maxTokens',
      message: MODEL_MESSAGES.minimumOne,
    },
    {
      field: 'maxTokens',
      value: 1.5,
      path: 'configurations.maxTokens',
      message: MODEL_MESSAGES.tokenLimitDigits,
    },
    {
      field: 'baseUrl',
      value: 'ftp://models.example.com',
      path: 'configurations.baseUrl',
      message: INVALID_URL_MESSAGE,
    },
    ...(['secretKey', 'accessKey', 'region'] as const).map((field) => ({
      from: 'Bedrock, with its credentials and no API key',
      field,
      value: '',
      path: `configurations.${field}`,
      message: {
        secretKey: MODEL_MESSAGES.bedrockSecretKey,
        accessKey: MODEL_MESSAGES.bedrockAccessKey,
        region: MODEL_MESSAGES.bedrockRegion,
      }[field],
    })),
    {
      from: 'Bedrock, with its credentials and no API key',
      field: 'region',
      value: 'mars-north-1',
      path: 'configurations.region',
      message: MODEL_MESSAGES.bedrockRegion,
    },
  ],
});
