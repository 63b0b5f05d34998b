import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import { descriptionRule, longTextRule, nameRule, textProblem } from './text';

describe('the shared name rule', () => {
  const name = nameRule();

  it("asks 'Please enter a name' when empty, blank or missing", () => {
    expect(messageOf(name, '')).toBe('Please enter a name');
    expect(messageOf(nameRule('name', { required: false }), '')).toBeUndefined();
    expect(messageOf(name, undefined)).toBe('Please enter a name');
    expect(messageOf(name, null)).toBe('Please enter a name');
  });

  it('rejects spaces at either end with the spec wording, a blank name included', () => {
    expect(messageOf(name, '   ')).toBe('No leading spaces in name');
    expect(messageOf(name, ' Support bot')).toBe('No leading spaces in name');
    expect(messageOf(name, 'Support bot ')).toBe('No trailing spaces in name');
  });

  it('rejects control characters and line breaks in a one-line name', () => {
    expect(messageOf(name, 'Support\u0007bot')).toBe('Name cannot contain control characters');
    expect(messageOf(name, 'Support\nbot')).toBe('Name cannot contain control characters');
  });

  it("allows 100 characters and says 'Name must be no more than 100 characters long' beyond", () => {
    expect(messageOf(name, 'a'.repeat(100))).toBeUndefined();
    expect(messageOf(name, 'a'.repeat(101))).toBe('Name must be no more than 100 characters long');
  });

  it('accepts ordinary names with punctuation and accents', () => {
    for (const value of ['Support bot', "Ops team's LLM (EU)", 'Café-2', 'GPT 4.1 / fallback']) {
      expect(messageOf(name, value)).toBeUndefined();
    }
  });

  it('words its messages with the field label it is given', () => {
    expect(messageOf(nameRule('agent name'), '')).toBe('Please enter an agent name');
    expect(messageOf(nameRule('prompt key'), ' x')).toBe('No leading spaces in prompt key');
  });
});

describe('the shared description rule', () => {
  const description = descriptionRule();

  it("asks 'Please enter a description' when empty", () => {
    expect(messageOf(description, '')).toBe('Please enter a description');
  });

  it("needs 5 characters: 'Description must be at least 5 characters long'", () => {
    expect(messageOf(description, 'abcd')).toBe('Description must be at least 5 characters long');
    expect(messageOf(description, 'abcde')).toBeUndefined();
  });

  it('treats a blank description as empty', () => {
    expect(messageOf(description, ' \n ')).toBe('Please enter a description');
  });

  it('counts the trimmed text, so padding does not reach the minimum', () => {
    expect(messageOf(description, '  abc  ')).toBe(
      'Description must be at least 5 characters long',
    );
  });

  it('takes 20 where the spec says so', () => {
    const long = descriptionRule('description', { min: 20 });
    expect(messageOf(long, 'A short description')).toBe(
      'Description must be at least 20 characters long',
    );
    expect(messageOf(long, 'A longer description.')).toBeUndefined();
  });

  it('allows line breaks and tabs but not other control characters', () => {
    expect(messageOf(description, 'First line\n\tsecond line')).toBeUndefined();
    expect(messageOf(description, 'Bell \u0007 here')).toBe(
      'Description cannot contain control characters',
    );
  });

  it('stops at 500 characters', () => {
    expect(messageOf(description, 'a'.repeat(500))).toBeUndefined();
    expect(messageOf(description, 'a'.repeat(501))).toBe(
      'Description must be no more than 500 characters long',
    );
  });

  it('passes an empty optional description but still checks a typed one', () => {
    const optional = descriptionRule('description', { required: false });
    expect(messageOf(optional, '')).toBeUndefined();
    expect(messageOf(optional, 'abc')).toBe('Description must be at least 5 characters long');
  });
});

describe('long text', () => {
  it('takes a prompt of many lines up to 100,000 characters', () => {
    const prompt = longTextRule('prompt');
    expect(messageOf(prompt, '')).toBe('Please enter a prompt');
    expect(messageOf(prompt, 'You are {{agent}}.\n\nAnswer briefly.')).toBeUndefined();
    expect(messageOf(prompt, 'a'.repeat(100_001))).toBe(
      'Prompt must be no more than 100000 characters long',
    );
  });
});

describe('textProblem', () => {
  it('reports the first problem in the order a user fixes them', () => {
    expect(textProblem(' \u0007', { label: 'title' })).toBe('No leading spaces in title');
    expect(textProblem('ab', { label: 'title', min: 3 })).toBe(
      'Title must be at least 3 characters long',
    );
    expect(textProblem('abc', { label: 'title', min: 3 })).toBeUndefined();
  });

  it('uses a required message worded otherwise by the spec', () => {
    expect(
      textProblem('', {
        label: 'model name',
        requiredMessage: 'Please select or enter a model name',
      }),
    ).toBe('Please select or enter a model name');
  });
});
