import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { diffGraphs } from '@agentdeck/api-client/workflow';
import { describe, expect, it } from 'vitest';
import { changesOfCanvasNode, diffView, promptChangeOf } from './diff-marks';
import { deepFreeze, routedGraph } from './test-graphs';

const tool: WorkflowNode = {
  id: 'lookup',
  kind: 'tool',
  label: 'Policy lookup',
  position: { x: 450, y: 200 },
  data: { toolType: 'api', toolId: 'tool-1', arguments: [], secrets: [{ name: 'token', vaultKey: 'POLICY_TOKEN' }] },
};

/** The earlier graph, the later one built from it, and the view of the server's diff between them. */
function compare(edit: (graph: WorkflowGraph) => WorkflowGraph) {
  const from = deepFreeze(routedGraph());
  const to = deepFreeze(edit(structuredClone(from)));
  const changes = diffGraphs(from, to);
  return { from, to, changes, view: diffView(from, to, changes) };
}

const marks = (map: ReadonlyMap<string, string>) => Object.fromEntries(map);

describe('diffView', () => {
  it('marks nothing when only positions moved', () => {
    const { to, view } = compare((graph) => ({ ...graph, nodes: graph.nodes.map((node) => ({ ...node, position: { x: node.position.x + 40, y: 9 } })) }));
    expect(view.graph).toEqual(to);
    expect([marks(view.nodeMarks), marks(view.edgeMarks)]).toEqual([{}, {}]);
  });

  it('marks a renamed agent changed, an added tool and its edges added', () => {
    const { view } = compare((graph) => {
      graph.nodes[1]!.label = 'Intake';
      graph.nodes.push(tool);
      graph.edges.push({ id: 'triage-lookup', source: 'triage', target: 'lookup' });
      return graph;
    });
    expect(marks(view.nodeMarks)).toEqual({ triage: 'changed', lookup: 'added' });
    expect(marks(view.edgeMarks)).toEqual({ 'triage-lookup': 'added' });
    expect(view.graph.nodes.map((node) => node.label)).toEqual(['Trigger', 'Intake', 'Route', 'Approve', 'Reject', 'Policy lookup']);
  });

  it('draws a removed node and its edges at their old places, marked removed', () => {
    const { view } = compare((graph) => ({
      ...graph,
      nodes: graph.nodes.filter((node) => node.id !== 'reject'),
      edges: graph.edges.filter((edge) => edge.target !== 'reject'),
    }));
    expect(marks(view.nodeMarks)).toEqual({ 'removed:reject': 'removed' });
    expect(marks(view.edgeMarks)).toEqual({ 'removed:route-else-reject': 'removed' });
    expect(view.graph.nodes.find((node) => node.id === 'removed:reject')).toMatchObject({ label: 'Reject', position: { x: 900, y: 100 } });
    expect(view.graph.edges.find((edge) => edge.id === 'removed:route-else-reject')).toMatchObject({ source: 'route', sourceHandle: 'else', target: 'removed:reject' });
  });

  it('draws an edge moved between kept nodes as one removed and one added', () => {
    const { view } = compare((graph) => ({
      ...graph,
      edges: graph.edges.map((edge) => (edge.id === 'route-else-reject' ? { id: 'route-else-approve', source: 'route', sourceHandle: 'else', target: 'approve' } : edge)),
    }));
    expect(marks(view.nodeMarks)).toEqual({});
    expect(marks(view.edgeMarks)).toEqual({ 'route-else-approve': 'added', 'removed:route-else-reject': 'removed' });
    expect(view.graph.edges.find((edge) => edge.id === 'removed:route-else-reject')).toMatchObject({ source: 'route', target: 'reject' });
  });

  it('keeps both a node whose kind changed under the same id: the old one removed, the new one added', () => {
    const { view } = compare((graph) => ({
      ...graph,
      nodes: graph.nodes.map((node) => (node.id === 'reject' ? { ...tool, id: 'reject', label: 'Reject' } : node)),
    }));
    expect(marks(view.nodeMarks)).toEqual({ reject: 'added', 'removed:reject': 'removed' });
    // The same ends in both graphs: the diff keeps the edge, now to the new node.
    expect(marks(view.edgeMarks)).toEqual({});
    expect(view.graph.nodes.filter((node) => node.label === 'Reject').map((node) => [node.id, node.kind])).toEqual([
      ['reject', 'tool'],
      ['removed:reject', 'output'],
    ]);
  });
});

describe('changesOfCanvasNode', () => {
  it("lists a changed node's field changes and its edges, and a removed copy's removal only", () => {
    const { changes } = compare((graph) => ({
      ...graph,
      nodes: graph.nodes.map((node) => (node.id === 'reject' ? { ...tool, id: 'reject', label: 'Reject' } : node.id === 'triage' ? { ...node, label: 'Intake' } : node)),
      edges: [...graph.edges, { id: 'triage-approve', source: 'triage', target: 'approve' }],
    }));
    expect(changesOfCanvasNode(changes, 'triage').map((change) => [change.change, change.target, change.fields])).toEqual([
      ['changed', 'node', [{ path: 'label', before: 'Triage', after: 'Intake' }]],
      ['added', 'edge', [{ path: 'edge', after: 'Intake → Approve' }]],
    ]);
    expect(changesOfCanvasNode(changes, 'reject').map((change) => [change.change, change.kind])).toEqual([['added', 'tool']]);
    expect(changesOfCanvasNode(changes, 'removed:reject').map((change) => [change.change, change.kind])).toEqual([['removed', 'output']]);
    expect(changesOfCanvasNode(changes, 'trigger')).toEqual([]);
  });
});

describe('promptChangeOf', () => {
  it("gives the prompt templates an agent's prompt change names, and nothing for other changes", () => {
    const { changes } = compare((graph) => {
      const agent = graph.nodes[1]!;
      if (agent.kind === 'agent') agent.data.promptTemplateId = 'prompt-2';
      graph.nodes[1]!.label = 'Intake';
      return graph;
    });
    expect(promptChangeOf(changesOfCanvasNode(changes, 'triage'))).toEqual({ before: 'prompt-1', after: 'prompt-2' });
    expect(promptChangeOf(changes.filter((change) => change.rule !== 'A prompt changed'))).toBeUndefined();
  });
});
