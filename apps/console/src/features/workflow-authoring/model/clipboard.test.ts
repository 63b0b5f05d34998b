import { describe, expect, it } from 'vitest';
import { copyNodes, duplicateNodes, pasteNodes } from './graph-edits';
import { deepFreeze, routedGraph } from './test-graphs';

describe('copyNodes', () => {
  it('copies the edges between the copied nodes and none that leave them', () => {
    const clipboard = copyNodes(routedGraph(), ['route', 'approve', 'triage']);
    expect(clipboard.nodes.map((node) => node.id)).toEqual(['triage', 'route', 'approve']);
    expect(clipboard.edges.map((edge) => edge.id)).toEqual(['triage-route', 'route-approve-approve']);
  });
});

describe('pasteNodes', () => {
  it('adds the nodes with new ids, unique labels and the offset, their inner edges joined to the copies', () => {
    const graph = deepFreeze(routedGraph());
    const { graph: after, nodeIds } = pasteNodes(graph, copyNodes(graph, ['route', 'approve']), { x: 10, y: 20 });
    expect(nodeIds).toEqual(['condition', 'output']);
    const pasted = after.nodes.slice(graph.nodes.length);
    expect(pasted.map(({ id, label, position }) => ({ id, label, position }))).toEqual([
      { id: 'condition', label: 'Route 2', position: { x: 610, y: 20 } },
      { id: 'output', label: 'Approve 2', position: { x: 910, y: -80 } },
    ]);
    expect(after.edges.slice(graph.edges.length)).toEqual([{ id: 'condition-approve-output', source: 'condition', sourceHandle: 'approve', target: 'output' }]);
  });

  it('numbers on from the highest copy, without stacking numbers', () => {
    const graph = routedGraph();
    const clipboard = copyNodes(graph, ['triage']);
    const once = pasteNodes(graph, clipboard, { x: 0, y: 0 }).graph;
    const twice = pasteNodes(once, clipboard, { x: 0, y: 0 }).graph;
    const thrice = pasteNodes(twice, copyNodes(twice, ['agent-2']), { x: 0, y: 0 }).graph;
    expect(thrice.nodes.filter((node) => node.kind === 'agent').map(({ id, label }) => [id, label])).toEqual([
      ['triage', 'Triage'],
      ['agent', 'Triage 2'],
      ['agent-2', 'Triage 3'],
      ['agent-3', 'Triage 4'],
    ]);
  });

  it('pastes into another workflow with nothing of the source left over', () => {
    const { graph } = pasteNodes({ nodes: [], edges: [], settings: {} }, copyNodes(routedGraph(), ['trigger', 'triage']), { x: 0, y: 0 });
    expect(graph.nodes.map(({ id, label }) => [id, label])).toEqual([
      ['trigger', 'Trigger'],
      ['agent', 'Triage'],
    ]);
    expect(graph.edges).toEqual([{ id: 'trigger-agent', source: 'trigger', target: 'agent' }]);
  });
});

describe('duplicateNodes', () => {
  it('copies the selection 40 px down and right, with its inner edges', () => {
    const graph = deepFreeze(routedGraph());
    const { graph: after, nodeIds } = duplicateNodes(graph, ['trigger', 'triage']);
    expect(nodeIds).toEqual(['trigger-2', 'agent']);
    expect(after.nodes.at(-1)!.position).toEqual({ x: 340, y: 40 });
    expect(after.edges.at(-1)).toEqual({ id: 'trigger-2-agent', source: 'trigger-2', target: 'agent' });
  });
});
