import { describe, expect, it } from 'vitest';
import { insertCompletion, matchingCompletions, openBracesAt } from './valueCompletion';

describe('openBracesAt', () => {
  it.each([
    ['{{', 2, { start: 0, query: '' }],
    ['Hi {{inp', 8, { start: 3, query: 'inp' }],
    ['{{input.mes', 11, { start: 0, query: 'input.mes' }],
    ['{{a}} and {{Claims_tri', 22, { start: 10, query: 'Claims_tri' }],
    ['{{{', 3, { start: 1, query: '' }],
    // The caret in the middle: what is after it does not count.
    ['{{inp rest', 5, { start: 0, query: 'inp' }],
  ])('finds the open braces in %j before %i', (text, caret, open) => {
    expect(openBracesAt(text, caret)).toEqual(open);
  });

  it.each([
    ['', 0],
    ['plain text', 10],
    ['{', 1],
    ['{{a}}', 5],
    ['{{a}} ', 6],
    ['{{two words', 11],
    ['{{a}', 4],
    // The braces are after the caret.
    ['ab{{', 2],
  ])('finds none in %j before %i', (text, caret) => {
    expect(openBracesAt(text, caret)).toBeUndefined();
  });
});

describe('matchingCompletions', () => {
  const completions = [
    { name: 'input.message' },
    { name: 'input.metadata' },
    { name: 'Claims_triage.output' },
  ];

  it('keeps the names containing the query, ignoring case, in their order', () => {
    expect(matchingCompletions(completions, 'ME')).toEqual([
      { name: 'input.message' },
      { name: 'input.metadata' },
    ]);
    expect(matchingCompletions(completions, 'triage.out')).toEqual([
      { name: 'Claims_triage.output' },
    ]);
  });

  it('keeps every name for an empty query and none for an unknown one', () => {
    expect(matchingCompletions(completions, '')).toEqual(completions);
    expect(matchingCompletions(completions, 'refund')).toEqual([]);
  });
});

describe('insertCompletion', () => {
  it('replaces the braces and the name typed so far, and puts the caret after the insertion', () => {
    expect(insertCompletion('Hi {{inp', { start: 3, query: 'inp' }, 8, 'input.message')).toEqual({
      text: 'Hi {{input.message}}',
      caret: 20,
    });
  });

  it('keeps the text after the caret', () => {
    expect(insertCompletion('{{ and more', { start: 0, query: '' }, 2, 'input.message')).toEqual({
      text: '{{input.message}} and more',
      caret: 17,
    });
  });

  it('takes closing braces right after the caret into the insertion', () => {
    expect(insertCompletion('{{in}}!', { start: 0, query: 'in' }, 4, 'input.message')).toEqual({
      text: '{{input.message}}!',
      caret: 17,
    });
  });
});
