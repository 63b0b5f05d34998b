import { describe, expect, it } from 'vitest';
import { changeSummary, changeWords, diffText, sideNames } from './comparison-words';

const node = (statusChanged: boolean, inputChanged: boolean, outputChanged: boolean) => ({ statusChanged, inputChanged, outputChanged }) as never;

describe('the comparison in words', () => {
  it('names a re-run and its original whichever side each is on, and two other runs A and B', () => {
    expect(sideNames({ id: 'r1' }, { id: 'r2', replayOf: 'r1' })).toEqual(['Original', 'Re-run']);
    expect(sideNames({ id: 'r2', replayOf: 'r1' }, { id: 'r1' })).toEqual(['Re-run', 'Original']);
    expect(sideNames({ id: 'r1' }, { id: 'r2', replayOf: 'r9' })).toEqual(['Run A', 'Run B']);
  });

  it('says what changed at a node', () => {
    expect(changeWords(node(false, false, false))).toBe('No change');
    expect(changeWords(node(false, false, true))).toBe('Output changed');
    expect(changeWords(node(true, false, true))).toBe('Status and output changed');
    expect(changeWords(node(true, true, true))).toBe('Status, input and output changed');
  });

  it('counts the nodes that changed', () => {
    expect(changeSummary([node(false, false, false)])).toBe('1 node, no change');
    expect(changeSummary([node(true, false, false), node(false, false, false), node(false, true, false)])).toBe('2 of 3 nodes changed');
  });

  it('gives a diff strings as they are and other values as indented JSON, nothing as empty', () => {
    expect(diffText('A refund is on its way')).toBe('A refund is on its way');
    expect(diffText({ status: 404 })).toBe('{\n  "status": 404\n}');
    expect(diffText(null)).toBe('');
  });
});
