import type { NodeOfKind, WorkflowGraph } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { addNode, canConnect, connect, connectTargets, disconnect, updateNode } from './graph-edits';
import { deepFreeze, routedGraph } from './test-graphs';

/** The routed graph with a spare tool node, 'Lookup', not yet connected. */
/** The graph with a second, unconnected branch on 'Route'. */
const withSecondBranch = (graph: WorkflowGraph) =>
  updateNode<'condition'>(graph, 'route', { data: { branches: [...(graph.nodes[2] as NodeOfKind<'condition'>).data.branches, { id: 'branch-2', label: 'Branch 2', expression: '' }] } });

function withLookup(): WorkflowGraph {
  const { graph } = addNode(routedGraph(), 'tool', { x: 300, y: 200 });
  return deepFreeze({ ...graph, nodes: graph.nodes.map((node) => (node.id === 'tool' ? { ...node, label: 'Lookup' } : node)) });
}

describe('canConnect', () => {
  it.each([
    ['an edge to itself', { source: 'triage', target: 'triage' }, "'Triage' cannot lead to itself"],
    ['an edge into a trigger', { source: 'triage', target: 'trigger' }, "'Trigger' is a trigger: nothing leads into it"],
    ['an edge out of an output', { source: 'approve', target: 'tool' }, "'Approve' is an output: the run ends there"],
    ['a second edge between the same nodes', { source: 'trigger', target: 'triage' }, "'Trigger' already leads to 'Triage'"],
    ['a condition edge without a branch', { source: 'route', target: 'tool' }, "Choose which branch of 'Route' to connect"],
    ['a branch on a node without branches', { source: 'triage', sourceHandle: 'else', target: 'tool' }, "'Triage' has no branches to connect from"],
    ['a branch the condition does not have', { source: 'route', sourceHandle: 'maybe', target: 'tool' }, "'maybe' is not a branch of 'Route'"],
    ['a second edge from a branch', { source: 'route', sourceHandle: 'approve', target: 'tool' }, "Branch 'Approve' of 'Route' is already connected"],
    ['a second edge from else', { source: 'route', sourceHandle: 'else', target: 'tool' }, "The else branch of 'Route' is already connected"],
    ['a node that is not there', { source: 'ghost', target: 'tool' }, "There is no node 'ghost' in this workflow"],
  ])('refuses %s', (_, connection, reason) => {
    expect(canConnect(withLookup(), connection)).toBe(reason);
  });

  it('refuses a loop, naming both ends', () => {
    const graph = connect(withLookup(), { source: 'triage', target: 'tool' });
    expect(canConnect(graph, { source: 'tool', target: 'triage' })).toBe("'Lookup' → 'Triage' would make a loop: loops are not allowed");
  });

  it('accepts a free branch, a fan-out and a new node', () => {
    const graph = withSecondBranch(withLookup());
    expect(canConnect(graph, { source: 'route', sourceHandle: 'branch-2', target: 'tool' })).toBeNull();
    expect(canConnect(graph, { source: 'triage', target: 'tool' })).toBeNull();
    expect(canConnect(graph, { source: 'trigger', target: 'approve' })).toBeNull();
  });
});

describe('connect and disconnect', () => {
  it("draws an edge named by its ends, the condition's handle kept", () => {
    const graph = withSecondBranch(withLookup());
    const after = connect(deepFreeze(graph), { source: 'route', sourceHandle: 'branch-2', target: 'tool' });
    expect(after.edges.at(-1)).toEqual({ id: 'route-branch-2-tool', source: 'route', sourceHandle: 'branch-2', target: 'tool' });
  });

  it('throws the reason when the connection is refused', () => {
    expect(() => connect(withLookup(), { source: 'triage', target: 'triage' })).toThrow("'Triage' cannot lead to itself");
  });

  it('gives a new edge an id no edge has', () => {
    const graph = disconnect(withLookup(), ['trigger-triage']);
    const reused = { ...graph, edges: [...graph.edges, { id: 'trigger-tool', source: 'triage', target: 'tool' }] };
    expect(connect(reused, { source: 'trigger', target: 'tool' }).edges.at(-1)!.id).toBe('trigger-tool-2');
  });

  it('takes edges away by id, and gives the same graph back for none', () => {
    const graph = withLookup();
    expect(disconnect(graph, ['triage-route']).edges.map((edge) => edge.id)).toEqual(['trigger-triage', 'route-approve-approve', 'route-else-reject']);
    expect(disconnect(graph, ['nothing'])).toBe(graph);
  });
});

describe('connectTargets', () => {
  it('lists the nodes the source may lead to, in graph order', () => {
    const graph = withLookup();
    expect(connectTargets(graph, 'triage').map((node) => node.label)).toEqual(['Approve', 'Reject', 'Lookup']);
    expect(connectTargets(graph, 'tool').map((node) => node.label)).toEqual(['Triage', 'Route', 'Approve', 'Reject']);
    expect(connectTargets(graph, 'route', 'else')).toEqual([]);
    expect(connectTargets(graph, 'approve')).toEqual([]);
  });

  it('agrees with canConnect for every pair', () => {
    const graph = withSecondBranch(connect(withLookup(), { source: 'triage', target: 'tool' }));
    for (const source of graph.nodes) {
      for (const handle of source.kind === 'condition' ? ['approve', 'branch-2', 'else'] : [undefined]) {
        const listed = connectTargets(graph, source.id, handle).map((node) => node.id);
        const accepted = graph.nodes.filter((target) => canConnect(graph, { source: source.id, sourceHandle: handle, target: target.id }) === null);
        expect(listed).toEqual(accepted.map((node) => node.id));
      }
    }
  });
});
