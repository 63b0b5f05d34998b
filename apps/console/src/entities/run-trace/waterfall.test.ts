import { describe, expect, it } from 'vitest';
import { fakeStep } from '../../testing/fake-runs';
import { buildWaterfall, parentIds, type WaterfallRow } from './waterfall';

const summary = (rows: WaterfallRow[]): unknown[] =>
  rows.map((row) => ({
    id: row.step.id,
    offset: Math.round(row.offset),
    width: Math.round(row.width),
    slow: row.isSlowestPath,
    ...(row.children.length > 0 ? { children: summary(row.children) } : {}),
  }));

describe('buildWaterfall', () => {
  it('has no rows without steps', () => {
    expect(buildWaterfall([])).toEqual([]);
  });

  it('places each bar on one axis from the first start to the last end, nested by parentId in start order', () => {
    const rows = buildWaterfall([
      fakeStep('answer', 200, 800),
      fakeStep('model', 300, 600, { parentId: 'answer', kind: 'model' }),
      fakeStep('trigger', 0, 200),
    ]);
    expect(summary(rows)).toEqual([
      { id: 'trigger', offset: 0, width: 20, slow: true },
      { id: 'answer', offset: 20, width: 80, slow: true, children: [{ id: 'model', offset: 30, width: 60, slow: true }] },
    ]);
  });

  it('marks the slower of two branches that ran side by side, and the steps before it', () => {
    const rows = buildWaterfall([
      fakeStep('start', 0, 100),
      fakeStep('fast branch', 100, 100),
      fakeStep('slow branch', 100, 400),
      fakeStep('join', 500, 100),
    ]);
    expect(rows.map((row) => [row.step.id, row.isSlowestPath])).toEqual([
      ['start', true],
      ['fast branch', false],
      ['slow branch', true],
      ['join', true],
    ]);
  });

  it('never marks a skipped step on the slowest path, even when it is the last to end before the next step starts', () => {
    const rows = buildWaterfall([
      fakeStep('route', 0, 100),
      fakeStep('untaken', 101, 0, { status: 'skipped' }),
      fakeStep('answer', 102, 100),
      fakeStep('untaken last', 202, 0, { status: 'skipped' }),
    ]);
    expect(rows.map((row) => [row.step.id, row.isSlowestPath])).toEqual([
      ['route', true],
      ['untaken', false],
      ['answer', true],
      ['untaken last', false],
    ]);
  });

  it("never marks a replay's reused step on the slowest path: it did not run in this run", () => {
    const rows = buildWaterfall([
      fakeStep('trigger', 0, 0, { status: 'reused' }),
      fakeStep('retrieval', 0, 0, { status: 'reused' }),
      fakeStep('tool', 1, 60),
    ]);
    expect(rows.map((row) => [row.step.id, row.isSlowestPath])).toEqual([
      ['trigger', false],
      ['retrieval', false],
      ['tool', true],
    ]);
  });

  it('does not mark the children of a step off the slowest path', () => {
    const rows = buildWaterfall([
      fakeStep('fast branch', 0, 100),
      fakeStep('its model', 10, 50, { parentId: 'fast branch' }),
      fakeStep('slow branch', 0, 400),
    ]);
    expect(rows[0]!.children[0]!.isSlowestPath).toBe(false);
    expect(rows[1]!.isSlowestPath).toBe(true);
  });

  it("stretches a running step to the latest time the steps tell, not the browser's clock", () => {
    const rows = buildWaterfall([fakeStep('done', 0, 1000), fakeStep('running', 500, null)]);
    expect(summary(rows)).toEqual([
      { id: 'done', offset: 0, width: 100, slow: true },
      { id: 'running', offset: 50, width: 50, slow: false },
    ]);
  });

  it('shows a step whose parent is not known yet at the top', () => {
    expect(buildWaterfall([fakeStep('orphan', 0, 10, { parentId: 'missing' })]).map((row) => row.step.id)).toEqual(['orphan']);
  });

  it('lists the steps that have children, to expand them', () => {
    const rows = buildWaterfall([fakeStep('a', 0, 10), fakeStep('b', 1, 5, { parentId: 'a' }), fakeStep('c', 2, 2, { parentId: 'b' })]);
    expect(parentIds(rows)).toEqual(['a', 'b']);
  });
});
