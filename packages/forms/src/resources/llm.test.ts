import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import type { ResourceRecord } from '@agentdeck/api-client';
import { llmBody, llmConnectionFormSchema, llmFormValues } from './llm';
import type { CatalogueProvider } from './modelConnection';

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
});

const providers: CatalogueProvider[] = [
  {
    id: 'openai',
    value: 'OpenAI',
    logo: 'data:openai',
    description: 'GPT models',
    models: [{ value: 'gpt-4o', description: 'Multimodal' }],
  },
  {
    id: 'aws-bedrock',
    value: 'AWS Bedrock',
    logo: 'data:bedrock',
    models: [{ value: 'amazon.nova-pro-v1:0', description: 'Nova Pro' }],
  },
];

const stored: ResourceRecord<'llm'> = {
  id: 'llm-1001-2',
  name: 'Claude Sonnet Analyst',
  provider: 'Anthropic',
  modelName: 'claude-sonnet-4-5',
  apiKeyReference: 'anthropic-api-key',
  configurations: {
    description: 'Long-context analysis of claims documents',
    maxTokens: 8192,
    temperature: 0.3,
  },
  isReadOnly: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Parses form values as the form does on submit, so the body is built from the rule's output. */
const submitted = (values: Record<string, unknown>) => llmConnectionFormSchema.parse(values);

describe('LLM connection form values and body', () => {
  it('starts empty for a new connection', () => {
    expect(llmFormValues(undefined)).toMatchObject({
      name: '',
      provider: '',
      modelName: '',
      description: '',
      apiKeyReference: null,
      temperature: null,
    });
  });

  it('fills an existing connection, its API key being the vault key name', () => {
    expect(llmFormValues(stored)).toMatchObject({
      name: 'Claude Sonnet Analyst',
      provider: 'Anthropic',
      modelName: 'claude-sonnet-4-5',
      description: 'Long-context analysis of claims documents',
      apiKeyReference: 'anthropic-api-key',
      maxTokens: 8192,
      temperature: 0.3,
    });
  });

  it('sends the API key as a vault reference, the provider entry, and no Bedrock fields for other providers', () => {
    const body = llmBody(
      submitted({
        name: 'Support',
        provider: 'OpenAI',
        modelName: 'gpt-4o',
        description: 'Answers support tickets',
        apiKeyReference: 'openai-api-key',
        temperature: '0.7',
        maxTokens: null,
        baseUrl: '',
        accessKey: 'AKIA',
        secretKey: 'aws-key',
        region: 'eu-west-1',
      }),
      providers,
    );
    expect(body).toEqual({
      name: 'Support',
      provider: 'OpenAI',
      modelName: 'gpt-4o',
      apiKeyReference: 'openai-api-key',
      configurations: {
        description: 'Answers support tickets',
        apiAuthorization: 'openai-api-key',
        temperature: 0.7,
        providerConfig: {
          id: 'openai',
          value: 'OpenAI',
          logo: 'data:openai',
          description: 'GPT models',
        },
      },
    });
  });

  it('sends access key, secret key and region for Bedrock, and no API key', () => {
    const body = llmBody(
      submitted({
        name: 'Nova',
        provider: 'AWS Bedrock',
        modelName: 'amazon.nova-pro-v1:0',
        description: 'Nova on Bedrock',
        apiKeyReference: 'openai-api-key',
        accessKey: 'AKIAEXAMPLE',
        secretKey: 'aws-secret-access-key',
        region: 'eu-west-1',
        maxTokens: 2048,
        baseUrl: 'https://bedrock.example.com',
      }),
      providers,
    );
    expect(body).toEqual({
      name: 'Nova',
      provider: 'AWS Bedrock',
      modelName: 'amazon.nova-pro-v1:0',
      configurations: {
        description: 'Nova on Bedrock',
        maxTokens: 2048,
        baseUrl: 'https://bedrock.example.com',
        providerConfig: { id: 'aws-bedrock', value: 'AWS Bedrock', logo: 'data:bedrock' },
        accessKey: 'AKIAEXAMPLE',
        secretKey: 'aws-secret-access-key',
        region: 'eu-west-1',
      },
    });
  });

  it('keeps a custom model name and a provider missing from the catalogue', () => {
    const body = llmBody(
      submitted({
        name: 'Custom',
        provider: 'Local',
        modelName: 'my-model',
        description: 'A local model',
        apiKeyReference: 'k',
      }),
      providers,
    );
    expect(body.modelName).toBe('my-model');
    expect(body.configurations.providerConfig).toBeUndefined();
  });
});
