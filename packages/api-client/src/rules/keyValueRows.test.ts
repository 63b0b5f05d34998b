import { describe, expect, it } from 'vitest';
import { canAddRow, completeRows, isHalfFilled } from './keyValueRows';

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
});
