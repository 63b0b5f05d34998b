import { describe, expect, it } from 'vitest';
import { movedTo, newBranch } from './branches';

describe('newBranch', () => {
  it('numbers the first branch 1, with an empty expression', () => {
    expect(newBranch([])).toEqual({ id: 'branch-1', label: 'Branch 1', expression: '' });
  });

  it('labels a branch by its place and skips ids already held', () => {
    expect(newBranch([{ id: 'branch-2' }, { id: 'urgent' }])).toEqual({ id: 'branch-3', label: 'Branch 3', expression: '' });
    expect(newBranch([{ id: 'branch-2' }, { id: 'branch-3' }])).toMatchObject({ id: 'branch-4', label: 'Branch 3' });
  });

  it('never takes the else handle as an id', () => {
    expect(newBranch([{ id: 'a' }]).id).not.toBe('else');
  });
});

describe('movedTo', () => {
  it('moves up and down inside the list', () => {
    expect(movedTo(1, -1, 3)).toBe(0);
    expect(movedTo(1, 1, 3)).toBe(2);
  });

  it('stops at either end', () => {
    expect(movedTo(0, -1, 3)).toBeUndefined();
    expect(movedTo(2, 1, 3)).toBeUndefined();
  });
});
