import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { slmConnectionFormSchema } from './slm';

const common = {
  name: 'Support GPT',
  provider: 'openai',
  modelName: 'gpt-4.1',
  description: 'Answers support tickets',
};

describe('slmConnectionFormSchema', () => {
  const slm = {
    ...common,
    provider: 'ollama',
    apiAuthorization: 'ollama_key',
    baseUrl: 'http://localhost:11434',
    tokenLimit: 2048,
  };

  it('accepts a complete connection', () => {
    expect(slmConnectionFormSchema.safeParse(slm).success).toBe(true);
  });

  it("requires the base URL although labelled optional: 'Please enter a base URL'", () => {
    expect(fieldMessages(slmConnectionFormSchema, { ...slm, baseUrl: '' })).toEqual({
      baseUrl: 'Please enter a base URL',
    });
    expect(fieldMessages(slmConnectionFormSchema, { ...slm, baseUrl: 'localhost' })).toEqual({
      baseUrl: 'Please enter a valid URL',
    });
  });

  it("needs a token limit of at least 1: 'Minimum value should be 1'", () => {
    expect(fieldMessages(slmConnectionFormSchema, { ...slm, tokenLimit: 0 })).toEqual({
      tokenLimit: 'Minimum value should be 1',
    });
    expect(fieldMessages(slmConnectionFormSchema, { ...slm, tokenLimit: Number.NaN })).toEqual({
      tokenLimit: 'Please enter a token limit',
    });
    expect(fieldMessages(slmConnectionFormSchema, { ...slm, tokenLimit: 1.5 })).toEqual({
      tokenLimit: 'Digits only allowed',
    });
  });
});
