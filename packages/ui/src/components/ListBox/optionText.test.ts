import { describe, expect, it } from 'vitest';
import { truncateOptionText } from './optionText';

const letters = (count: number) => 'abcdefghij'.repeat(10).slice(0, count);

describe('truncateOptionText', () => {
  it('keeps an empty text as it is', () => {
    expect(truncateOptionText('')).toEqual({ shown: '', isTruncated: false });
  });

  it('keeps a short option such as a data type as it is', () => {
    expect(truncateOptionText('string')).toEqual({ shown: 'string', isTruncated: false });
  });

  it('keeps text of exactly 70 characters whole', () => {
    const text = letters(70);
    expect(truncateOptionText(text)).toEqual({ shown: text, isTruncated: false });
  });

  it('cuts text of 71 characters to its first 57 plus an ellipsis', () => {
    const result = truncateOptionText(letters(71));
    expect(result.shown).toBe(`${letters(57)}...`);
    expect(result.shown).toHaveLength(60);
    expect(result.isTruncated).toBe(true);
  });

  it('cuts a long model description the same way whatever its length', () => {
    const text =
      'Customer support summariser tuned for long conversations with escalation hints and tone';
    expect(truncateOptionText(text).shown).toBe(
      'Customer support summariser tuned for long conversations ...',
    );
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'🙂'.repeat(60)}${letters(11)}`;
    const result = truncateOptionText(text);
    expect(result.shown).toBe(`${'🙂'.repeat(57)}...`);
  });

  it('does not cut 70 emoji, which are 140 UTF-16 units', () => {
    const text = '🙂'.repeat(70);
    expect(truncateOptionText(text).isTruncated).toBe(false);
  });

  it('keeps spaces inside the visible part unchanged', () => {
    const text = `${' '.repeat(57)}${letters(20)}`;
    expect(truncateOptionText(text).shown).toBe(`${' '.repeat(57)}...`);
  });
});
