import { describe, expect, it } from 'vitest';
import { applyMaskedEdit, maskValue } from './mask';

describe('maskValue', () => {
  it('shows only the last four characters', () => {
    expect(maskValue('sk-live-12345678')).toBe('••••••••••••5678');
  });
  it('keeps one bullet per hidden character', () => {
    expect(maskValue('abcdefgh')).toHaveLength(8);
  });
  it('hides a value of four characters or fewer entirely', () => {
    expect(maskValue('abcd')).toBe('••••');
    expect(maskValue('ab')).toBe('••');
  });
  it('shows an empty value as empty', () => {
    expect(maskValue('')).toBe('');
  });
  it('counts an emoji as one character', () => {
    expect(maskValue('key-😀abcd')).toBe('•••••abcd');
    expect(maskValue('secret😀xyz')).toBe('••••••😀xyz');
  });
});

/** Types `inserted` at `at` (replacing `removed` characters) the way an input would. */
function edit(value: string, at: number, removed: number, inserted: string) {
  const shown = maskValue(value);
  const after = shown.slice(0, at) + inserted + shown.slice(at + removed);
  return applyMaskedEdit(value, shown, after, at + inserted.length);
}

describe('applyMaskedEdit', () => {
  it('appends a typed character', () => {
    expect(edit('secret-1234', 11, 0, '5')).toBe('secret-12345');
  });
  it('types a first character into an empty input', () => {
    expect(edit('', 0, 0, 'a')).toBe('a');
  });
  it('types into the hidden part', () => {
    expect(edit('secret-1234', 0, 0, 'my-')).toBe('my-secret-1234');
    expect(edit('secret-1234', 3, 0, 'X')).toBe('secXret-1234');
  });
  it('types a character equal to the bullet or to its neighbours at the right place', () => {
    expect(edit('secret-1234', 2, 0, '•')).toBe('se•cret-1234');
    expect(edit('aaaaaa', 6, 0, 'a')).toBe('aaaaaaa');
    expect(edit('aaaaaa', 1, 0, 'b')).toBe('abaaaaa');
  });
  it('deletes with Backspace at the end and in the middle', () => {
    expect(edit('secret-1234', 10, 1, '')).toBe('secret-123');
    expect(edit('secret-1234', 2, 1, '')).toBe('seret-1234');
  });
  it('deletes a selected range', () => {
    expect(edit('secret-1234', 0, 7, '')).toBe('1234');
  });
  it('replaces the whole value with pasted text', () => {
    expect(edit('secret-1234', 0, 11, 'new-value-99')).toBe('new-value-99');
  });
  it('clears the value', () => {
    expect(edit('secret-1234', 0, 11, '')).toBe('');
  });
  it('keeps an emoji whole', () => {
    expect(edit('ab😀cdefg', 0, 0, 'x')).toBe('xab😀cdefg');
    expect(edit('pass', 4, 0, '😀')).toBe('pass😀');
  });
});
