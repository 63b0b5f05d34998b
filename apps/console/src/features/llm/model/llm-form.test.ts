import { platformCatalogueSchemas } from '@agentdeck/api-client';
import { llmConnectionFormSchema } from '@agentdeck/forms';
import { describe, expect, it, vi } from 'vitest';
import type { LlmConnection } from '../api/use-llm';
import { parseCatalogue } from './catalogue';
import {
  LLM_TOASTS,
  llmBody,
  llmFormTitle,
  llmFormValues,
  showsDetails,
  type CatalogueProvider,
} from './llm-form';

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

const stored: LlmConnection = {
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

describe('LLM connection form', () => {
  it("is titled 'New LLM Connection' or 'Edit LLM Connection'", () => {
    expect(llmFormTitle(undefined)).toBe('New LLM Connection');
    expect(llmFormTitle(stored)).toBe('Edit LLM Connection');
  });

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

  it('shows the fields after the model only once name, provider and model are set', () => {
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: '' })).toBe(false);
    expect(showsDetails({ name: ' ', provider: 'OpenAI', modelName: 'gpt-4o' })).toBe(false);
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: 'my-fine-tune' })).toBe(true);
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

  it('quotes the spec toasts', () => {
    expect(Object.values(LLM_TOASTS)).toEqual([
      'LLM saved successfully',
      'LLM updated successfully',
      'LLM deleted successfully',
      "Something went wrong! We couldn't save your LLM",
    ]);
  });
});

describe('the provider catalogue', () => {
  const schema = platformCatalogueSchemas.llmProviders;

  it('reads the providers of the JSON text', () => {
    expect(parseCatalogue(schema, JSON.stringify(providers))).toEqual(providers);
  });

  it('gives an empty list with a warning for text that is not JSON or not the documented shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseCatalogue(schema, '{not json')).toEqual([]);
    expect(parseCatalogue(schema, '[{"id":1}]')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(parseCatalogue(schema, undefined)).toEqual([]);
    warn.mockRestore();
  });
});
