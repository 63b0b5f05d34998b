import { describe, expect, it } from 'vitest';
import {
  emptyTextFor,
  initialProvider,
  initialSourceType,
  providersOf,
  toIntelligenceSource,
  type ModelEntry,
} from './sourceModel';

const models: ModelEntry[] = [
  {
    id: 'm1',
    name: 'Support GPT',
    provider: 'OpenAI',
    modelName: 'gpt-4o',
    description: 'General chat',
    providerLogo: '/openai.svg',
  },
  { id: 'm2', name: 'Claims Claude', provider: 'Anthropic', modelName: 'claude-sonnet' },
  { id: 'm3', name: 'Mini', provider: 'OpenAI', modelName: 'gpt-4o-mini' },
];

describe('initialSourceType', () => {
  it('starts on LLM when nothing is in use', () => {
    expect(initialSourceType(null, [])).toBe('LLM');
  });
  it('starts on SLM when a small model is in use', () => {
    expect(initialSourceType({ type: 'SLM', isSlm: true }, [])).toBe('SLM');
  });
  it('starts on LLM when a large model is in use', () => {
    expect(initialSourceType({ type: 'LLM', isSlm: false }, [])).toBe('LLM');
  });
  it('starts on STS when an STS model is in use', () => {
    expect(initialSourceType({ type: 'STS', isSlm: false }, [])).toBe('STS');
  });
  it('is STS when both LLM and SLM are disabled, whatever is in use', () => {
    expect(initialSourceType(null, ['LLM', 'SLM'])).toBe('STS');
    expect(initialSourceType({ type: 'SLM', isSlm: true }, ['LLM', 'SLM'])).toBe('STS');
  });
  it('gives way to the first enabled type when the preferred one is disabled', () => {
    expect(initialSourceType(null, ['LLM'])).toBe('SLM');
    expect(initialSourceType({ type: 'SLM', isSlm: true }, ['SLM'])).toBe('LLM');
  });
});

describe('providers', () => {
  it('lists each provider once, in order of appearance', () => {
    expect(providersOf(models)).toEqual(['OpenAI', 'Anthropic']);
  });
  it('opens on the chosen model provider, else the first provider', () => {
    expect(initialProvider(models, 'm2')).toBe('Anthropic');
    expect(initialProvider(models, 'gone')).toBe('OpenAI');
    expect(initialProvider(models, null)).toBe('OpenAI');
    expect(initialProvider([], null)).toBeUndefined();
  });
});

describe('toIntelligenceSource', () => {
  it('returns id, provider, model name, description, model id, provider logo and isSlm', () => {
    expect(toIntelligenceSource(models[0]!, 'LLM')).toEqual({
      id: 'm1',
      provider: 'OpenAI',
      modelName: 'Support GPT',
      description: 'General chat',
      modelId: 'gpt-4o',
      providerLogo: '/openai.svg',
      isSlm: false,
      type: 'LLM',
    });
  });
  it('marks a small model and fills missing text with empty strings', () => {
    const source = toIntelligenceSource(models[1]!, 'SLM');
    expect(source.isSlm).toBe(true);
    expect(source.description).toBe('');
    expect(source.providerLogo).toBe('');
  });
});

describe('emptyTextFor', () => {
  it('quotes the spec empty texts', () => {
    expect(emptyTextFor('LLM')).toBe('No LLM Model has been configured');
    expect(emptyTextFor('SLM')).toBe('No SLM Model has been configured');
    expect(emptyTextFor('STS')).toBe('No STS Provider found');
  });
});
