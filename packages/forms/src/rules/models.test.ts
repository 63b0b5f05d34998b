import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../test/messages';
import {
  embeddingModelFormSchema,
  isBedrockProvider,
  isOpenAiProvider,
  llmConnectionFormSchema,
  reRankingModelFormSchema,
  slmConnectionFormSchema,
  stsConnectionFormSchema,
} from './models';

const common = {
  name: 'Support GPT',
  provider: 'openai',
  modelName: 'gpt-4.1',
  description: 'Answers support tickets',
};

describe('llmConnectionFormSchema', () => {
  it('accepts a complete connection and turns the temperature text into a number', () => {
    const result = llmConnectionFormSchema.parse({
      ...common,
      apiKeyReference: 'openai_key',
      temperature: '0.7',
      baseUrl: '',
    });
    expect(result.temperature).toBe(0.7);
  });

  it('reports the common messages on an empty form', () => {
    expect(
      fieldMessages(llmConnectionFormSchema, {
        name: '',
        provider: null,
        modelName: '',
        description: '',
      }),
    ).toEqual({
      name: 'Please enter a name',
      provider: 'Please select a provider',
      modelName: 'Please select or enter a model name',
      description: 'Please enter a description',
      apiKeyReference: 'Please select an API key/vault',
    });
  });

  it('takes a typed custom model name', () => {
    expect(
      llmConnectionFormSchema.safeParse({
        ...common,
        modelName: 'my-finetune-v2',
        apiKeyReference: 'k',
      }).success,
    ).toBe(true);
  });

  it('URL-checks a base URL only when one is given', () => {
    expect(
      fieldMessages(llmConnectionFormSchema, {
        ...common,
        apiKeyReference: 'k',
        baseUrl: 'api.openai.com',
      }),
    ).toEqual({
      baseUrl: 'Please enter a valid URL',
    });
  });

  it('asks Bedrock for the secret key, access key and region instead of the API key', () => {
    expect(fieldMessages(llmConnectionFormSchema, { ...common, provider: 'bedrock' })).toEqual({
      secretKey: 'Please select a secret key/vault',
      accessKey: 'Please enter an access key',
      region: 'Please select a region',
    });
    expect(
      llmConnectionFormSchema.safeParse({
        ...common,
        provider: 'bedrock',
        secretKey: 'aws_secret',
        accessKey: 'AKIA123',
        region: 'us-east-1',
      }).success,
    ).toBe(true);
  });

  it('recognises the providers by id or name', () => {
    expect(isBedrockProvider('aws-bedrock')).toBe(true);
    expect(isBedrockProvider('Amazon Bedrock')).toBe(true);
    expect(isBedrockProvider('openai')).toBe(false);
    expect(isOpenAiProvider('OpenAI')).toBe(true);
    expect(isOpenAiProvider('azure-openai')).toBe(true);
    expect(isOpenAiProvider(null)).toBe(false);
  });
});

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

describe('stsConnectionFormSchema', () => {
  const sts = { ...common, provider: 'elevenlabs', voice: 'alloy', language: 'en' };

  it('asks for the voice and the language', () => {
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, voice: '', language: '' })).toEqual({
      voice: 'Please select or enter a voice name',
      language: 'Please select or enter a language',
    });
  });

  it("asks OpenAI only for the secret key: 'Please select a Secret Key/vault'", () => {
    expect(stsConnectionFormSchema.safeParse(sts).success).toBe(true);
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, provider: 'openai' })).toEqual({
      secretKey: 'Please select a Secret Key/vault',
    });
  });

  it('needs a description of 5 characters', () => {
    expect(fieldMessages(stsConnectionFormSchema, { ...sts, description: 'TTS' })).toEqual({
      description: 'Description must be at least 5 characters long',
    });
  });
});

describe('embeddingModelFormSchema', () => {
  const embedding = {
    ...common,
    modelName: 'text-embedding-3-small',
    apiKey: 'openai_key',
    dimensions: 1536,
  };

  it("needs a dimension of at least 1: 'Dimension must be at least 1'", () => {
    expect(embeddingModelFormSchema.safeParse(embedding).success).toBe(true);
    expect(fieldMessages(embeddingModelFormSchema, { ...embedding, dimensions: 0 })).toEqual({
      dimensions: 'Dimension must be at least 1',
    });
    expect(fieldMessages(embeddingModelFormSchema, { ...embedding, dimensions: null })).toEqual({
      dimensions: 'Please enter a dimension',
    });
  });

  it("asks Bedrock for 'Please select a Secret key from vault'", () => {
    expect(
      fieldMessages(embeddingModelFormSchema, {
        ...embedding,
        provider: 'bedrock',
        apiKey: undefined,
      }),
    ).toEqual({
      secretKey: 'Please select a Secret key from vault',
      accessKeyId: 'Please enter an access key',
      region: 'Please select a region',
    });
  });
});

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
