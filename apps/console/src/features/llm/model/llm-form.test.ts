import { platformCatalogueSchemas } from '@agentdeck/api-client';
import type { CatalogueProvider } from '@agentdeck/forms';
import { describe, expect, it, vi } from 'vitest';
import type { LlmConnection } from '../api/use-llm';
import { parseCatalogue } from './catalogue';
import { LLM_TOASTS, llmFormTitle, showsDetails } from './llm-form';

const providers: CatalogueProvider[] = [
  {
    id: 'mistral',
    value: 'Mistral',
    logo: 'data:mistral',
    models: [{ value: 'mistral-large-latest', description: 'Top-tier reasoning' }],
  },
];

/** Only its presence matters to the title. */
const stored = { id: 'llm-1001-2', name: 'Claude Sonnet Analyst' } as LlmConnection;

describe('LLM connection form', () => {
  it("is titled 'New LLM Connection' or 'Edit LLM Connection'", () => {
    expect(llmFormTitle(undefined)).toBe('New LLM Connection');
    expect(llmFormTitle(stored)).toBe('Edit LLM Connection');
  });

  it('shows the fields after the model only once name, provider and model are set', () => {
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: '' })).toBe(false);
    expect(showsDetails({ name: ' ', provider: 'OpenAI', modelName: 'gpt-4o' })).toBe(false);
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: 'my-fine-tune' })).toBe(true);
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
