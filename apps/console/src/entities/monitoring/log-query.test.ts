import { describe, expect, it } from 'vitest';
import { logTerm, quoteLogValue } from './log-query';

describe('a value in a log query', () => {
  it('stays bare when it is one plain word and is quoted, escaped, otherwise', () => {
    expect(quoteLogValue('error')).toBe('error');
    expect(quoteLogValue('1.2.0')).toBe('1.2.0');
    expect(quoteLogValue('Claims triage')).toBe('"Claims triage"');
    expect(quoteLogValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteLogValue('C:\\temp')).toBe('"C:\\\\temp"');
    expect(quoteLogValue('OR')).toBe('"OR"');
    expect(quoteLogValue('')).toBe('""');
  });

  it('makes a field’s term', () => {
    expect(logTerm('workflow', 'Policy "Q&A"')).toBe('workflow:"Policy \\"Q&A\\""');
    expect(logTerm('version', '2.0.0')).toBe('version:2.0.0');
  });
});
