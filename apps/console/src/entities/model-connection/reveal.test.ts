import { describe, expect, it } from 'vitest';
import { showsDetails } from './reveal';

describe('showsDetails', () => {
  it('shows the fields after the model only once name, provider and model are set', () => {
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: '' })).toBe(false);
    expect(showsDetails({ name: ' ', provider: 'OpenAI', modelName: 'gpt-4o' })).toBe(false);
    expect(showsDetails({ name: 'a', provider: 'OpenAI', modelName: 'my-fine-tune' })).toBe(true);
  });
});
