import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { reRankingModelFormSchema } from './rerankingModel';

const common = {
  name: 'Support GPT',
  provider: 'openai',
  modelName: 'gpt-4.1',
  description: 'Answers support tickets',
};

describe('reRankingModelFormSchema', () => {
  it('needs the API key and URL-checks the base URL', () => {
    expect(
      fieldMessages(reRankingModelFormSchema, {
        ...common,
        provider: 'cohere',
        apiKey: '',
        baseURL: 'cohere',
      }),
    ).toEqual({
      apiKey: 'Please select an API key/vault',
      baseURL: 'Please enter a valid URL',
    });
  });
});
