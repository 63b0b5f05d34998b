import { INVALID_URL_MESSAGE, MODEL_MESSAGES } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { embeddingModelBody, embeddingModelFormSchema } from './embeddingModel';

const openAi = {
  name: 'OpenAI Small Embeddings',
  provider: 'OpenAI',
  modelName: 'text-embedding-3-small',
  description: 'Default embeddings for document search',
  apiKey: 'openai-api-key',
  dimensions: 1536,
  baseURL: '',
};
const bedrock = 'Bedrock, with its credentials and no API key';

describeParity('embeddingModel', {
  form: embeddingModelFormSchema,
  create: (values) => embeddingModelBody(values, []),
  valid: {
    'an API key provider': openAi,
    [bedrock]: {
      ...openAi,
      provider: 'AWS Bedrock',
      modelName: 'amazon.titan-embed-text-v2:0',
      apiKey: null,
      dimensions: 1024,
      secretKey: 'aws-secret-access-key',
      accessKeyId: 'AKIAEXAMPLE',
      region: 'us-east-1',
      baseURL: 'https://bedrock.example.com',
    },
  },
  invalid: [
    { field: 'apiKey', value: '', path: 'configurations.apiKey', message: MODEL_MESSAGES.apiKey },
    {
      field: 'dimensions',
      value: Number.NaN,
      path: 'configurations.dimensions',
      message: MODEL_MESSAGES.dimensionRequired,
    },
    {
      field: 'dimensions',
      value: 0,
      path: 'configurations.dimensions',
      message: MODEL_MESSAGES.dimensionMin,
    },
    {
      field: 'baseURL',
      value: 'api.openai.com',
      path: 'configurations.baseURL',
      message: INVALID_URL_MESSAGE,
    },
    ...(
      [
        ['secretKey', MODEL_MESSAGES.embeddingSecretKey],
        ['accessKeyId', MODEL_MESSAGES.bedrockAccessKey],
        ['region', MODEL_MESSAGES.bedrockRegion],
      ] as const
    ).map(([field, message]) => ({
      from: bedrock,
      field,
      value: null,
      path: `configurations.${field}`,
      message,
    })),
  ],
});
