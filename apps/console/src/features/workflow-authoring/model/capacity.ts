import type { WorkflowGraph } from '@agentdeck/api-client';
import { GRAPH_LIMITS } from '@agentdeck/api-client/workflow';

export const nodeLimitMessage = `A workflow holds at most ${GRAPH_LIMITS.nodes} nodes`;

/** Why `count` more nodes do not fit in the graph (the contract's limit), or null when they do. */
export function canAddNodes(graph: WorkflowGraph, count = 1): string | null {
  return graph.nodes.length + count > GRAPH_LIMITS.nodes ? nodeLimitMessage : null;
}
