import type { Scorer } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { score } from '../src/testing-studio/scorers';

const cases: [title: string, scorer: Scorer, run: { output: unknown; expectedOutput: unknown; latencyMs?: number }, value: number, pass: boolean][] = [
  ['exact match ignores spaces at the ends', { kind: 'exactMatch' }, { output: ' Yes, it is covered. ', expectedOutput: 'Yes, it is covered.' }, 1, true],
  ['exact match is case sensitive', { kind: 'exactMatch' }, { output: 'yes', expectedOutput: 'Yes' }, 0, false],
  ['exact match of nothing expected and no answer (a block)', { kind: 'exactMatch' }, { output: null, expectedOutput: null }, 1, true],
  ['exact match compares JSON as its text', { kind: 'exactMatch' }, { output: { a: 1 }, expectedOutput: '{"a":1}' }, 1, true],
  ['contains the expected text, case ignored', { kind: 'contains' }, { output: 'The answer: FLOOD is covered', expectedOutput: 'flood is covered' }, 1, true],
  ['contains a value of its own', { kind: 'contains', value: 'excess' }, { output: 'The excess is 100 EUR', expectedOutput: 'unrelated' }, 1, true],
  ['does not contain', { kind: 'contains', value: 'refund' }, { output: 'No.', expectedOutput: null }, 0, false],
  ['token overlap of the same words', { kind: 'tokenOverlap', threshold: 0.9 }, { output: 'Flood is covered.', expectedOutput: 'flood IS covered' }, 1, true],
  ['token overlap F1 of half the words', { kind: 'tokenOverlap', threshold: 0.5 }, { output: 'flood is covered', expectedOutput: 'flood is excluded here' }, 4 / 7, true],
  ['token overlap below its threshold', { kind: 'tokenOverlap', threshold: 0.6 }, { output: 'flood is covered', expectedOutput: 'flood is excluded here' }, 4 / 7, false],
  ['token overlap with nothing shared', { kind: 'tokenOverlap', threshold: 0.1 }, { output: 'yes', expectedOutput: 'no' }, 0, false],
  ['JSON field equal, text parsed', { kind: 'jsonField', path: 'decision' }, { output: '{"decision":"approve","score":3}', expectedOutput: { decision: 'approve' } }, 1, true],
  ['JSON field by a nested path', { kind: 'jsonField', path: 'claims[1].id' }, { output: { claims: [{ id: 'a' }, { id: 'b' }] }, expectedOutput: { claims: [{ id: 'x' }, { id: 'b' }] } }, 1, true],
  ['JSON field different', { kind: 'jsonField', path: 'decision' }, { output: { decision: 'reject' }, expectedOutput: { decision: 'approve' } }, 0, false],
  ['JSON field missing from both never passes', { kind: 'jsonField', path: 'decision' }, { output: 'plain text', expectedOutput: 'plain text' }, 0, false],
  ['latency within budget', { kind: 'latency', budgetMs: 1000 }, { output: '', expectedOutput: '', latencyMs: 1000 }, 1, true],
  ['latency over budget scores budget over latency', { kind: 'latency', budgetMs: 1000 }, { output: '', expectedOutput: '', latencyMs: 4000 }, 0.25, false],
];

describe('scorers', () => {
  it.each(cases)('%s', (_title, scorer, run, value, pass) => {
    const result = score(scorer, { latencyMs: 0, ...run });
    expect(result.value).toBeCloseTo(value, 10);
    expect(result.pass).toBe(pass);
  });

  it('name each score by its scorer, a JSON field by its path', () => {
    const run = { output: '', expectedOutput: '', latencyMs: 0 };
    expect(score({ kind: 'jsonField', path: 'claims[0].id' }, run).scorer).toBe('jsonField:claims[0].id');
    expect(score({ kind: 'tokenOverlap', threshold: 0.5 }, run).scorer).toBe('tokenOverlap');
  });
});
