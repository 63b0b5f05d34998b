import { describe, expect, it } from 'vitest';
import { maskOf, tryGuardrail } from './try-guardrail';

const ssn = String.raw`\b\d{3}-\d{2}-\d{4}\b`;

describe('trying a regex guardrail on sample text', () => {
  it('masks every match, keeping the rest of the text', () => {
    expect(tryGuardrail(ssn, 'MASK', 'SSN 123-45-6789 and 987-65-4321.')).toEqual({
      matches: ['123-45-6789', '987-65-4321'],
      output: `SSN ${maskOf('123-45-6789')} and ${maskOf('987-65-4321')}.`,
    });
    expect(maskOf('123-45-6789')).toBe('•••••••••••');
  });

  it('blocks the whole text when anything matches, and lets it through when nothing does', () => {
    expect(
      tryGuardrail('ignore previous instructions', 'BLOCK', 'Please ignore previous instructions'),
    ).toEqual({
      matches: ['ignore previous instructions'],
      output: null,
    });
    expect(tryGuardrail('ignore previous instructions', 'BLOCK', 'A polite question')).toEqual({
      matches: [],
      output: 'A polite question',
    });
  });

  it('matches case as written, as the guardrail does', () => {
    expect(tryGuardrail('secret', 'MASK', 'Secret and secret').matches).toEqual(['secret']);
  });

  it('finds nothing to hide in empty matches', () => {
    expect(tryGuardrail('x*', 'MASK', 'abc')).toEqual({ matches: [], output: 'abc' });
  });

  it('throws on a pattern that does not compile', () => {
    expect(() => tryGuardrail('(unclosed', 'MASK', 'text')).toThrow(SyntaxError);
  });
});
