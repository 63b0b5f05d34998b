import type { WorkflowEdge, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { canAddNodes } from './capacity';
import { newEdgeId, uniqueId, uniqueLabel } from './unique-names';

type Position = WorkflowNode['position'];

/** Copied nodes with the edges between them (plain JSON, so it can go through the system clipboard). */
export interface NodeClipboard {
  nodes: WorkflowNode[];
  edges: WorkflowEdge[];
}

/** Where a duplicate lands from its original: below and to the right, so both stay visible. */
const DUPLICATE_OFFSET: Position = { x: 40, y: 40 };

/** These nodes, in graph order, and the edges whose two ends are both among them. */
export function copyNodes(graph: WorkflowGraph, ids: readonly string[]): NodeClipboard {
  const copied = new Set(ids);
  return {
    nodes: graph.nodes.filter((node) => copied.has(node.id)),
    edges: graph.edges.filter((edge) => copied.has(edge.source) && copied.has(edge.target)),
  };
}

/**
 * The clipboard's nodes added, moved by `offset`, each with a new id and a label unique in the
 * graph, and its edges between the new nodes. Returns the new nodes' ids in the clipboard's order.
 */
export function pasteNodes(graph: WorkflowGraph, clipboard: NodeClipboard, offset: Position): { graph: WorkflowGraph; nodeIds: string[] } {
  if (clipboard.nodes.length === 0) return { graph, nodeIds: [] };
  const refused = canAddNodes(graph, clipboard.nodes.length);
  if (refused) throw new Error(refused);
  const ids = new Set(graph.nodes.map((node) => node.id));
  const labels = new Set(graph.nodes.map((node) => node.label));
  const newIds = new Map<string, string>();
  const nodes = clipboard.nodes.map((node) => {
    const id = uniqueId(node.kind, ids);
    const label = uniqueLabel(node.label, labels);
    ids.add(id);
    labels.add(label);
    newIds.set(node.id, id);
    return { ...node, id, label, position: { x: node.position.x + offset.x, y: node.position.y + offset.y } } as WorkflowNode;
  });
  const edgeIds = new Set(graph.edges.map((edge) => edge.id));
  const edges = clipboard.edges
    .filter((edge) => newIds.has(edge.source) && newIds.has(edge.target))
    .map((edge) => {
      const source = newIds.get(edge.source)!;
      const target = newIds.get(edge.target)!;
      const id = newEdgeId({ source, sourceHandle: edge.sourceHandle, target }, edgeIds);
      edgeIds.add(id);
      return { ...edge, id, source, target };
    });
  return { graph: { ...graph, nodes: [...graph.nodes, ...nodes], edges: [...graph.edges, ...edges] }, nodeIds: [...newIds.values()] };
}

/** Copy and paste in one step, the copies a little apart from the originals. */
export function duplicateNodes(graph: WorkflowGraph, ids: readonly string[]): { graph: WorkflowGraph; nodeIds: string[] } {
  return pasteNodes(graph, copyNodes(graph, ids), DUPLICATE_OFFSET);
}
