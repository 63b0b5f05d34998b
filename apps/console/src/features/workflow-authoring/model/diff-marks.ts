import type { GraphChange, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import type { DiffMark } from '../editor/flow-elements';

/**
 * The canvas id of a node or edge of the earlier graph drawn as removed. Node and edge ids never
 * hold ':', so a copy cannot collide with the later graph, even when a node kept its id but
 * changed its kind (the diff calls that a removal and an addition).
 */
const REMOVED_PREFIX = 'removed:';

export interface DiffView {
  /** The later graph, plus the earlier graph's removed nodes and edges at their old places. */
  graph: WorkflowGraph;
  nodeMarks: Map<string, DiffMark>;
  edgeMarks: Map<string, DiffMark>;
}

const edgeEnds = (edge: WorkflowEdge) => `${edge.source}\u0000${edge.sourceHandle ?? ''}\u0000${edge.target}`;

/**
 * What a comparison draws (design section 1.4): the `to` graph with each node and edge the diff
 * names marked added, removed or changed. The diff is the server's word on what changed; the
 * graphs only give the removed pieces their places. An edge of a removed node is not in the diff
 * (the node's removal says it), but it is drawn, marked removed, so the old path shows.
 */
export function diffView(from: WorkflowGraph, to: WorkflowGraph, changes: readonly GraphChange[]): DiffView {
  const nodeMarks = new Map<string, DiffMark>();
  const edgeMarks = new Map<string, DiffMark>();
  const removedNodeIds = new Set<string>();
  const removedEdgeIds = new Set<string>();
  for (const change of changes) {
    if (change.target === 'node' && change.nodeId !== undefined) {
      if (change.change === 'removed') removedNodeIds.add(change.nodeId);
      // A node both removed and added (its kind changed): the later one is the added one.
      else if (change.change === 'added' || !nodeMarks.has(change.nodeId)) nodeMarks.set(change.nodeId, change.change);
    }
    if (change.target === 'edge' && change.edgeId !== undefined) {
      if (change.change === 'removed') removedEdgeIds.add(change.edgeId);
      else edgeMarks.set(change.edgeId, change.change);
    }
  }

  const removedNodes: WorkflowNode[] = from.nodes
    .filter((node) => removedNodeIds.has(node.id))
    .map((node) => ({ ...node, id: `${REMOVED_PREFIX}${node.id}` }));
  for (const node of removedNodes) nodeMarks.set(node.id, 'removed');

  const laterEnds = new Set(to.edges.map(edgeEnds));
  const end = (id: string) => (removedNodeIds.has(id) ? `${REMOVED_PREFIX}${id}` : id);
  const removedEdges: WorkflowEdge[] = from.edges
    .filter((edge) => removedEdgeIds.has(edge.id) || ((removedNodeIds.has(edge.source) || removedNodeIds.has(edge.target)) && !laterEnds.has(edgeEnds(edge))))
    .map((edge) => ({ ...edge, id: `${REMOVED_PREFIX}${edge.id}`, source: end(edge.source), target: end(edge.target) }));
  for (const edge of removedEdges) edgeMarks.set(edge.id, 'removed');

  return {
    graph: { ...to, nodes: [...to.nodes, ...removedNodes], edges: [...to.edges, ...removedEdges] },
    nodeMarks,
    edgeMarks,
  };
}

/**
 * The changes to list for a node selected on the comparison canvas: a removed copy's removal, or
 * everything else the diff says of that node id (its fields, its outgoing edges).
 */
export function changesOfCanvasNode(changes: readonly GraphChange[], canvasNodeId: string): GraphChange[] {
  const isRemovedCopy = canvasNodeId.startsWith(REMOVED_PREFIX);
  const nodeId = isRemovedCopy ? canvasNodeId.slice(REMOVED_PREFIX.length) : canvasNodeId;
  return changes.filter(
    (change) => change.nodeId === nodeId && (change.target === 'node' && change.change === 'removed') === isRemovedCopy,
  );
}

/** The prompt template a changed agent node used before and after, when its prompt changed. */
export function promptChangeOf(changes: readonly GraphChange[]): { before: string; after: string } | undefined {
  for (const change of changes) {
    const field = change.fields.find((each) => each.path === 'data.promptTemplateId');
    if (field) return { before: typeof field.before === 'string' ? field.before : '', after: typeof field.after === 'string' ? field.after : '' };
  }
  return undefined;
}
