import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhancedPromptText, parsePromptFrameworks } from './enhance';

describe('parsePromptFrameworks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the frameworks of the JSON text', () => {
    const text = JSON.stringify([
      {
        type: 'RTF',
        title: 'RTF',
        description: 'Role, Task, Format',
        fields: [],
        instructions: '',
      },
    ]);
    expect(parsePromptFrameworks(text).map((framework) => framework.type)).toEqual(['RTF']);
  });

  it('gives an empty list with a logged warning when the text does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePromptFrameworks('{not json')).toEqual([]);
    expect(parsePromptFrameworks('{"type":"RTF"}')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('drops entries without a type or title, and reads nothing from an absent text', () => {
    expect(parsePromptFrameworks(JSON.stringify([{ title: 'No type' }, null]))).toEqual([]);
    expect(parsePromptFrameworks(undefined)).toEqual([]);
  });
});

describe('enhancedPromptText', () => {
  it('strips the double braces of the response for display', () => {
    expect(enhancedPromptText('Role: greet {{customer_name}} about {{ policy_number }}')).toBe(
      'Role: greet customer_name about policy_number',
    );
  });
});
