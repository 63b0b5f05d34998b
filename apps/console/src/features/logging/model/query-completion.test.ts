import { describe, expect, it } from 'vitest';
import { applyCompletion, completionsFor, termAt } from './query-completion';

const seen = { workflow: ['Claims triage', 'Policy Q&A'], node: ['Router'] };

describe('query completion', () => {
  it('finds the term before the caret, quotes included', () => {
    expect(termAt('level:error AND wor', 19)).toEqual({ start: 16, text: 'wor' });
    expect(termAt('workflow:"Claims tr', 19)).toEqual({ start: 0, text: 'workflow:"Claims tr' });
    expect(termAt('(level:error OR nod', 19)).toEqual({ start: 16, text: 'nod' });
    expect(termAt('', 0)).toEqual({ start: 0, text: '' });
  });

  it('offers fields for a word, values after a field, and nothing for an empty term', () => {
    expect(completionsFor('wo', seen).map((c) => c.label)).toEqual(['workflow:']);
    expect(completionsFor('att', seen).map((c) => c.label)).toEqual(['attributes.']);
    expect(completionsFor('level:e', seen).map((c) => c.label)).toEqual(['error', 'debug']);
    expect(completionsFor('workflow:"cla', seen).map((c) => c.insert)).toEqual(['workflow:"Claims triage" ']);
    expect(completionsFor('-node:', seen).map((c) => c.insert)).toEqual(['-node:Router ']);
    expect(completionsFor('', seen)).toEqual([]);
    expect(completionsFor('run:', seen)).toEqual([]);
  });

  it('replaces the term and puts the caret after the inserted text', () => {
    const query = 'level:error AND wor';
    const term = termAt(query, query.length);
    expect(applyCompletion(query, term, query.length, { insert: 'workflow:', label: 'workflow:' })).toEqual({ query: 'level:error AND workflow:', caret: 25 });
    const partial = 'workflow:"Cla AND level:error';
    const inValue = termAt(partial, 13);
    expect(applyCompletion(partial, inValue, 13, { insert: 'workflow:"Claims triage" ', label: 'Claims triage' })).toEqual({
      query: 'workflow:"Claims triage" AND level:error',
      caret: 25,
    });
  });
});
