import { describe, expect, it } from 'vitest';
import { addNode, moveNodes, updateNode } from './graph-edits';
import { describeConflict } from './save-conflict';
import { routedGraph } from './test-graphs';

describe('describeConflict', () => {
  it("lists each side's changes by node and names the nodes both changed", () => {
    const base = routedGraph();
    const mine = addNode(updateNode(base, 'triage', { label: 'Claims triage' }), 'tool', { x: 0, y: 300 }).graph;
    const theirs = moveNodes(updateNode(base, 'triage', { label: 'Intake' }), { route: { x: 1, y: 1 } });
    const conflict = describeConflict(base, mine, { graph: theirs, revision: 4 });
    expect(conflict.myChanges.map((group) => group.title)).toEqual(['Claims triage (agent)', 'Tool (tool)']);
    expect(conflict.theirChanges.map((group) => [group.title, group.changes.map((change) => change.fields[0]!.after)])).toEqual([['Intake (agent)', ['Intake']]]);
    expect(conflict.changedOnBothSides).toEqual(['triage']);
    expect(conflict.theirs.revision).toBe(4);
  });
});
