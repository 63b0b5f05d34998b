import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows, comma separated, each line ended by CRLF', () => {
    expect(toCsv(['Degree', 'Name'], [[1, 'Claims triage'], [2, 'Policy store']])).toBe('Degree,Name\r\n1,Claims triage\r\n2,Policy store\r\n');
  });

  it('quotes a field holding a comma, a quote, a line break or edge spaces, doubling its quotes', () => {
    expect(toCsv(['a'], [['Claims, triage'], ['the "gold" set'], ['two\nlines'], [' padded ']])).toBe(
      'a\r\n"Claims, triage"\r\n"the ""gold"" set"\r\n"two\nlines"\r\n" padded "\r\n',
    );
  });

  it('leaves empty values empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '']])).toBe('a,b,c\r\n,,\r\n');
  });

  it('keeps a spreadsheet from reading a text as a formula', () => {
    expect(toCsv(['a'], [['=SUM(A1:A2)'], ['+1'], ['-x'], ['@cmd'], [-3]])).toBe("a\r\n'=SUM(A1:A2)\r\n'+1\r\n'-x\r\n'@cmd\r\n-3\r\n");
  });
});
