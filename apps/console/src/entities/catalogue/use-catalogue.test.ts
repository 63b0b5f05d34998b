import { describe, expect, it, vi } from 'vitest';
import { parseCatalogue } from './use-catalogue';

const openai = { id: 'openai', value: 'OpenAI', logo: '/logos/openai.svg', models: [{ value: 'gpt-4o', description: 'Flagship' }] };

describe('parseCatalogue', () => {
  it('reads the JSON text of a catalogue list', () => {
    expect(parseCatalogue('llmProviders', JSON.stringify([openai]))).toEqual([openai]);
  });

  it('gives an empty list, with a warning, for a text that is not JSON or not of the documented shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseCatalogue('llmProviders', '{not json')).toEqual([]);
    expect(parseCatalogue('llmProviders', JSON.stringify([{ id: 1 }]))).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('gives an empty list while the catalogue has not loaded', () => {
    expect(parseCatalogue('slmProviders', undefined)).toEqual([]);
  });
});
