import { INVALID_URL_MESSAGE, MODEL_MESSAGES } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { slmBody, slmConnectionFormSchema } from './slm';

const ollama = {
  name: 'Mistral 7B',
  provider: 'Ollama',
  modelName: 'mistral:7b-instruct',
  description: 'Local Mistral for redaction tasks',
  apiAuthorization: 'ollama-key',
  baseUrl: 'http://localhost:11434',
  tokenLimit: 8192,
  temperature: '0.1',
  customRuntime: true,
};
const bedrock = 'Bedrock, with its credentials and no API key';

describeParity('slm', {
  form: slmConnectionFormSchema,
  create: (values) => slmBody(values, []),
  valid: {
    'an API key provider': ollama,
    [bedrock]: {
      ...ollama,
      provider: 'AWS Bedrock',
      apiAuthorization: null,
      accessKey: 'AKIAEXAMPLE',
      secretKey: 'aws-secret-access-key',
      region: 'us-east-1',
    },
  },
  invalid: [
    {
      field: 'apiAuthorization',
      value: null,
      path: 'configurations.apiAuthorization',
      message: MODEL_MESSAGES.apiKey,
    },
    {
      field: 'baseUrl',
      value: '',
      path: 'configurations.baseUrl',
      message: MODEL_MESSAGES.slmBaseUrl,
    },
    {
      field: 'baseUrl',
      value: 'localhost:11434',
      path: 'configurations.baseUrl',
      message: INVALID_URL_MESSAGE,
    },
    {
      field: 'tokenLimit',
      value: Number.NaN,
      path: 'configurations.tokenLimit',
      message: MODEL_MESSAGES.tokenLimitRequired,
    },
    {
      field: 'tokenLimit',
      value: 0,
      path: 'configurations.tokenLimit',
      message: MODEL_MESSAGES.minimumOne,
    },
    {
      field: 'tokenLimit',
      value: 2.5,
      path: 'configurations.tokenLimit',
      message: MODEL_MESSAGES.tokenLimitDigits,
    },
    {
      from: bedrock,
      field: 'secretKey',
      value: null,
      path: 'configurations.secretKey',
      message: MODEL_MESSAGES.bedrockSecretKey,
    },
  ],
});
