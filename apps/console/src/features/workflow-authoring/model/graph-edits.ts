import type { NodeKind, NodeOfKind, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { defaultNodeData, namedHandleIds, nodeKinds, sameJson } from '@agentdeck/api-client/workflow';
import { canAddNodes } from './capacity';
import { uniqueId, uniqueLabel } from './unique-names';

/*
 * The edits of the authoring canvas, each a pure function from one graph to the next: the input is
 * never changed, and an edit that changes nothing gives the same graph back, so the history can
 * tell a no-op from a step.
 */

export { canConnect, connect, connectionMessages, connectTargets, disconnect, type Connection } from './connections';
export { canAddNodes, nodeLimitMessage } from './capacity';
export { copyNodes, duplicateNodes, pasteNodes, type NodeClipboard } from './clipboard';

export type Position = WorkflowNode['position'];
/** Where nodes go, by node id: a drag, an arrow-key move or the auto layout's result. */
export type Positions = Readonly<Record<string, Position>>;

/** A new node of the kind at the position, with its kind's starting data and its kind's name as a label unique in the graph. */
export function addNode(graph: WorkflowGraph, kind: NodeKind, position: Position): { graph: WorkflowGraph; nodeId: string } {
  const refused = canAddNodes(graph);
  if (refused) throw new Error(refused);
  const nodeId = uniqueId(kind, new Set(graph.nodes.map((node) => node.id)));
  const label = uniqueLabel(nodeKinds[kind].name, new Set(graph.nodes.map((node) => node.label)));
  const node = { id: nodeId, kind, label, position: { ...position }, data: defaultNodeData(kind) } as WorkflowNode;
  return { graph: { ...graph, nodes: [...graph.nodes, node] }, nodeId };
}

/** The graph without these nodes and every edge to or from them. */
export function removeNodes(graph: WorkflowGraph, ids: readonly string[]): WorkflowGraph {
  const removed = new Set(ids);
  const nodes = graph.nodes.filter((node) => !removed.has(node.id));
  if (nodes.length === graph.nodes.length) return graph;
  return { ...graph, nodes, edges: graph.edges.filter((edge) => !removed.has(edge.source) && !removed.has(edge.target)) };
}

/** The nodes named in `positions` moved there; the others stay. */
export function moveNodes(graph: WorkflowGraph, positions: Positions): WorkflowGraph {
  let moved = false;
  const nodes = graph.nodes.map((node) => {
    const to = positions[node.id];
    if (!to || (to.x === node.position.x && to.y === node.position.y)) return node;
    moved = true;
    return { ...node, position: { x: to.x, y: to.y } };
  });
  return moved ? { ...graph, nodes } : graph;
}

/** The auto layout's result: every node it placed moved at once, one step of the history. */
export const applyPositions = moveNodes;

/**
 * The node with a new label and its data's named fields replaced (the rest of its data kept). A
 * condition's edges from branches its new data no longer has go with them: removing a branch in
 * its panel removes its edge.
 */
export function updateNode<K extends NodeKind = NodeKind>(
  graph: WorkflowGraph,
  id: string,
  changes: { label?: string; data?: Partial<NodeOfKind<K>['data']> },
): WorkflowGraph {
  const node = graph.nodes.find((each) => each.id === id);
  if (!node) return graph;
  // A panel reports every valid value, an unchanged one too: that is no step of the history.
  const unchanged = (changes.label ?? node.label) === node.label && (changes.data === undefined || sameJson({ ...node.data, ...changes.data }, node.data));
  if (unchanged) return graph;
  const updated = {
    ...node,
    ...(changes.label === undefined ? {} : { label: changes.label }),
    ...(changes.data === undefined ? {} : { data: { ...node.data, ...changes.data } }),
  } as WorkflowNode;
  const nodes = graph.nodes.map((each) => (each === node ? updated : each));
  return { ...graph, nodes, edges: withoutLostBranches(graph.edges, updated) };
}

function withoutLostBranches(edges: WorkflowGraph['edges'], node: WorkflowNode): WorkflowGraph['edges'] {
  const handles = namedHandleIds(node);
  if (handles.length === 0) return edges;
  const kept = edges.filter((edge) => edge.source !== node.id || handles.includes(edge.sourceHandle ?? ''));
  return kept.length === edges.length ? edges : kept;
}

/** The workflow's own settings (its self learning), replaced. */
export function updateSettings(graph: WorkflowGraph, settings: WorkflowGraph['settings']): WorkflowGraph {
  return sameJson(settings, graph.settings) ? graph : { ...graph, settings };
}
