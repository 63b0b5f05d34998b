import { describe, expect, it } from 'vitest';
import { moveNodes, updateNode } from '../model/graph-edits';
import { routedGraph } from '../model/test-graphs';
import { outlineItems, outlineItemsOf } from './outline-items';

const titles = (items: ReturnType<typeof outlineItems>): string[] =>
  items.flatMap((item) => [item.type === 'node' ? item.node.label : item.title, ...titles(item.children)]);

describe('the outline of a workflow', () => {
  it('lists the nodes in path order, a condition\'s branches nested with else last', () => {
    expect(titles(outlineItems(routedGraph()))).toEqual(['Trigger', 'Triage', 'Route', 'Branch Approve', 'Approve', 'Else', 'Reject']);
  });

  it('keeps its items when nodes only move, and makes them again when a label or a branch changes', () => {
    const graph = routedGraph();
    const items = outlineItemsOf(graph);
    expect(outlineItemsOf(moveNodes(graph, { triage: { x: 10, y: 20 }, reject: { x: 5, y: 5 } }))).toBe(items);

    const renamed = updateNode(graph, 'triage', { label: 'Sort' });
    expect(titles(outlineItemsOf(renamed))).toContain('Sort');
    const branchRenamed = updateNode<'condition'>(graph, 'route', { data: { branches: [{ id: 'approve', label: 'Yes', expression: 'input.message == "yes"' }] } });
    expect(titles(outlineItemsOf(branchRenamed))).toContain('Branch Yes');
  });
});
