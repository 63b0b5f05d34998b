import { describe, expect, it } from 'vitest';
import { metadataFilterMessages, validateMetadataFilter } from './metadataFilter';

const messagesOf = (text: string) => validateMetadataFilter(text).map((error) => error.message);
const invalidSyntax =
  'Invalid syntax: write valid JSON, or conditions like field == "value" joined by AND or OR';

describe('metadata filter', () => {
  it.each([
    ['a JSON object', '{"source": "manual", "year": {"$gte": 2020}}'],
    ['a JSON array', '[{"source": "manual"}]'],
    ['JSON over several lines', '{\n  "source": "manual"\n}'],
    ['one condition', 'year >= 2020'],
    ['every operator', 'a >= 1 AND b <= 2 AND c > 3 AND d < 4 AND e == 5 AND f != 6'],
    ['a quoted value with spaces', 'source == "user manual"'],
    ['OR', 'source == "manual" OR source == \'faq\''],
    ['conditions over several lines', 'year >= 2020\nAND source == "manual"'],
    ['no spaces around the operator', 'year>=2020'],
    ['a list value', 'tags == ["a", "b"]'],
  ])('accepts %s', (_, text) => {
    expect(messagesOf(text)).toEqual([]);
  });

  it.each(['', '   ', '\n\n'])("says 'Query is required' for %j", (text) => {
    expect(messagesOf(text)).toEqual(['Query is required']);
  });

  it("says 'Field name is required' when a condition starts with its operator", () => {
    expect(messagesOf('== "manual"')).toEqual(['Field name is required']);
    expect(messagesOf('year > 2020 AND >= 3')).toEqual(['Field name is required']);
  });

  it.each(['=', '=>', '<>', '===', '!'])(
    "names the wrong operator '%s' and lists the valid ones",
    (operator) => {
      expect(messagesOf(`year ${operator} 2020`)).toEqual([
        `Invalid operator: ${operator}. Use: >=, <=, >, <, ==, !=`,
      ]);
    },
  );

  it('treats a word between field and value as a wrong operator', () => {
    expect(messagesOf('year is 2020')).toEqual(['Invalid operator: is. Use: >=, <=, >, <, ==, !=']);
  });

  it.each([
    ['broken JSON', '{"source": "manual"'],
    ['JSON with a trailing comma', '{"a": 1,}'],
    ['a field alone', 'year'],
    ['a field and value without operator', 'year 2020'],
    ['a missing value', 'year >='],
    ['a dangling AND', 'year >= 2020 AND'],
    ['a leading OR', 'OR year >= 2020'],
    ['two joiners', 'a == 1 AND OR b == 2'],
    ['|| instead of OR', 'a == 1 || b == 2'],
    ['&& instead of AND', 'a == 1 && b == 2'],
    ['lowercase and', 'a == 1 and b == 2'],
    ['an unterminated string', 'source == "manual'],
    ['a quoted field', '"source" == "manual"'],
  ])('reports invalid syntax for %s', (_, text) => {
    expect(messagesOf(text)).toEqual([invalidSyntax]);
  });

  it('reports each broken condition and points at it', () => {
    const errors = validateMetadataFilter('year = 2020 AND source == "x"\nOR == 3');
    expect(errors).toEqual([
      { line: 1, from: 0, to: 11, message: metadataFilterMessages.invalidOperator('=') },
      { line: 2, from: 33, to: 37, message: 'Field name is required' },
    ]);
  });
});
