import { describe, expect, it } from 'vitest';
import {
  addRow,
  allowedDataTypes,
  canAddRow,
  completeRows,
  createRow,
  isHalfFilled,
  removeRow,
  updateRow,
  type KeyValueRow,
} from './keyValueModel';

const row = (
  id: string,
  name: string,
  value: string,
  dataType: KeyValueRow['dataType'] = 'string',
): KeyValueRow => ({
  id,
  name,
  dataType,
  value,
});

describe('allowedDataTypes', () => {
  it('offers string, int, float and bool for query parameters and response fields', () => {
    expect(allowedDataTypes(false)).toEqual(['string', 'int', 'float', 'bool']);
  });
  it('adds list and dict elsewhere', () => {
    expect(allowedDataTypes(true)).toEqual(['string', 'int', 'float', 'bool', 'list', 'dict']);
  });
});

describe('isHalfFilled', () => {
  it('is true with a name and no value', () =>
    expect(isHalfFilled(row('a', 'limit', ''))).toBe(true));
  it('is true with a value and no name', () => expect(isHalfFilled(row('a', '', '10'))).toBe(true));
  it('counts blank text as empty', () => expect(isHalfFilled(row('a', 'limit', '   '))).toBe(true));
  it('is false for a complete row', () =>
    expect(isHalfFilled(row('a', 'limit', '10'))).toBe(false));
  it('is false for an empty row', () => expect(isHalfFilled(row('a', '', ''))).toBe(false));
});

describe('canAddRow', () => {
  it('allows adding to an empty list', () => expect(canAddRow([])).toBe(true));
  it('allows adding when every row is complete or empty', () => {
    expect(canAddRow([row('a', 'limit', '10'), row('b', '', '')])).toBe(true);
  });
  it('blocks adding while any row is half filled', () => {
    expect(canAddRow([row('a', 'limit', '10'), row('b', 'offset', '')])).toBe(false);
  });
});

describe('createRow and addRow', () => {
  it('starts a row empty, typed string', () => {
    expect(createRow([])).toEqual({ id: 'row-1', name: '', dataType: 'string', value: '' });
  });
  it('gives the new row an id no other row has, even after removals', () => {
    const rows = [row('row-2', 'a', '1'), row('row-3', 'b', '2')];
    expect(createRow(rows).id).toBe('row-4');
    expect(createRow([row('row-1', 'a', '1')]).id).toBe('row-2');
  });
  it('adds a row at the end when allowed', () => {
    expect(addRow([row('row-1', 'a', '1')]).map((r) => r.id)).toEqual(['row-1', 'row-2']);
  });
  it('adds nothing while a row is half filled', () => {
    expect(addRow([row('row-1', 'a', '')])).toHaveLength(1);
  });
});

describe('removeRow and updateRow', () => {
  const rows = [row('row-1', 'a', '1'), row('row-2', 'b', '2')];
  it('removes the row with the id', () => expect(removeRow(rows, 'row-1')).toEqual([rows[1]]));
  it('changes only the row with the id', () => {
    expect(updateRow(rows, 'row-2', { dataType: 'int' })).toEqual([
      rows[0],
      { ...rows[1], dataType: 'int' },
    ]);
  });
});

describe('completeRows', () => {
  it('drops rows with an empty name or value', () => {
    const rows = [row('1', 'limit', '10'), row('2', '', 'x'), row('3', 'y', ''), row('4', '', '')];
    expect(completeRows(rows, true).map((r) => r.id)).toEqual(['1']);
  });
  it('turns a list or dict into string where collections are not allowed', () => {
    expect(completeRows([row('1', 'ids', '[1]', 'list')], false)[0]?.dataType).toBe('string');
    expect(completeRows([row('1', 'ids', '[1]', 'list')], true)[0]?.dataType).toBe('list');
  });
});
