import { describe, expect, it } from 'vitest';
import { canAddRow, completeRows, isHalfFilled, rowsToValues, typedRowValue } from './keyValueRows';

describe('key-value rows', () => {
  it('disables Add while a row is half filled', () => {
    expect(isHalfFilled({ name: 'id', value: '' })).toBe(true);
    expect(isHalfFilled({ name: '', value: 'The id' })).toBe(true);
    expect(isHalfFilled({ name: '', value: '  ' })).toBe(false);
    expect(canAddRow([{ name: 'id', value: 'The id' }])).toBe(true);
    expect(
      canAddRow([
        { name: 'id', value: 'The id' },
        { name: 'x', value: '' },
      ]),
    ).toBe(false);
  });

  it('saves only rows with both a name and a value', () => {
    const rows = [
      { name: 'id', value: 'The id' },
      { name: '', value: '' },
      { name: 'half', value: ' ' },
    ];
    expect(completeRows(rows)).toEqual([{ name: 'id', value: 'The id' }]);
  });

  it('reads each row as its data type says, keeping text that does not parse', () => {
    expect(typedRowValue('42', 'int')).toBe(42);
    expect(typedRowValue('0.5', 'float')).toBe(0.5);
    expect(typedRowValue('forty', 'int')).toBe('forty');
    expect(typedRowValue('true', 'bool')).toBe(true);
    expect(typedRowValue('no', 'bool')).toBe(false);
    expect(typedRowValue('["a", 1]', 'list')).toEqual(['a', 1]);
    expect(typedRowValue('{"tier": "gold"}', 'dict')).toEqual({ tier: 'gold' });
    expect(typedRowValue('{broken', 'dict')).toBe('{broken');
    expect(
      rowsToValues([
        { name: ' priority ', dataType: 'string', value: 'high' },
        { name: 'attempts', dataType: 'int', value: '3' },
        { name: 'half', dataType: 'string', value: '' },
      ]),
    ).toEqual({ priority: 'high', attempts: 3 });
  });
});
