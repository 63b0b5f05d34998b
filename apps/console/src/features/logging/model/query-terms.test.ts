import { describe, expect, it } from 'vitest';
import { addTerm, quoteValue } from './query-terms';

describe('adding a facet to the query', () => {
  it('quotes values that are not one plain word', () => {
    expect(quoteValue('error')).toBe('error');
    expect(quoteValue('1.2.0')).toBe('1.2.0');
    expect(quoteValue('Claims triage')).toBe('"Claims triage"');
    expect(quoteValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteValue('OR')).toBe('"OR"');
  });

  it('starts, extends, groups an OR, and never repeats a term', () => {
    expect(addTerm('', 'level', 'error')).toBe('level:error');
    expect(addTerm('timeout', 'workflow', 'Claims triage')).toBe('timeout AND workflow:"Claims triage"');
    expect(addTerm('level:warn OR level:error', 'node', 'Router')).toBe('(level:warn OR level:error) AND node:Router');
    expect(addTerm('(a OR b) c', 'level', 'info')).toBe('(a OR b) c AND level:info');
    expect(addTerm('message:"x OR y"', 'level', 'info')).toBe('message:"x OR y" AND level:info');
    expect(addTerm('level:error AND run:abc', 'level', 'error')).toBe('level:error AND run:abc');
  });
});
