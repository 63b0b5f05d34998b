import { describe, expect, it } from 'vitest';
import { addTerm } from './query-terms';

describe('adding a facet to the query', () => {
  it('starts, extends, groups an OR, and never repeats a term', () => {
    expect(addTerm('', 'level', 'error')).toBe('level:error');
    expect(addTerm('timeout', 'workflow', 'Claims triage')).toBe('timeout AND workflow:"Claims triage"');
    expect(addTerm('level:warn OR level:error', 'node', 'Router')).toBe('(level:warn OR level:error) AND node:Router');
    expect(addTerm('(a OR b) c', 'level', 'info')).toBe('(a OR b) c AND level:info');
    expect(addTerm('message:"x OR y"', 'level', 'info')).toBe('message:"x OR y" AND level:info');
    expect(addTerm('level:error AND run:abc', 'level', 'error')).toBe('level:error AND run:abc');
  });
});
