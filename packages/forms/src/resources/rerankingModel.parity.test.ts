import { INVALID_URL_MESSAGE, MODEL_MESSAGES, requiredMessage } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { reRankingModelFormSchema, rerankingModelBody } from './rerankingModel';

const cohere = {
  name: 'Cohere Rerank',
  provider: 'Cohere',
  modelName: 'rerank-v3.5',
  description: 'Re-ranks the top 50 passages',
  apiKey: 'cohere-api-key',
  baseURL: '',
};

describeParity('rerankingModel', {
  form: reRankingModelFormSchema,
  create: (values) => rerankingModelBody(values, []),
  valid: {
    'without a base URL': cohere,
    'with a base URL': { ...cohere, baseURL: 'https://api.jina.ai/v1' },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('name') },
    { field: 'apiKey', value: '', path: 'configurations.apiKey', message: MODEL_MESSAGES.apiKey },
    {
      field: 'baseURL',
      value: 'cohere',
      path: 'configurations.baseURL',
      message: INVALID_URL_MESSAGE,
    },
  ],
});
