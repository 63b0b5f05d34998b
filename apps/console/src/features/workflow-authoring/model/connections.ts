import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { ELSE_HANDLE, GRAPH_LIMITS, handleName, namedHandleIds, nodeKinds, outputHandles, reachableFrom, upstreamOf } from '@agentdeck/api-client/workflow';
import { newEdgeId } from './unique-names';

/** An edge to draw: from a node (a condition's branch id or `else` as its handle) to another. */
export interface Connection {
  source: string;
  sourceHandle?: string;
  target: string;
}

const quote = (node: WorkflowNode) => `'${node.label}'`;

/** Why a connection is refused, in the product's words. */
export const connectionMessages = {
  missingNode: (id: string) => `There is no node '${id}' in this workflow`,
  self: (node: WorkflowNode) => `${quote(node)} cannot lead to itself`,
  intoTrigger: (node: WorkflowNode) => `${quote(node)} is a trigger: nothing leads into it`,
  fromOutput: (node: WorkflowNode) => `${quote(node)} is an output: the run ends there`,
  branchRequired: (node: WorkflowNode) => `Choose which branch of ${quote(node)} to connect`,
  noBranches: (node: WorkflowNode) => `${quote(node)} has no branches to connect from`,
  unknownBranch: (node: WorkflowNode, handle: string) => `'${handle}' is not a branch of ${quote(node)}`,
  branchTaken: (node: WorkflowNode, handle: string) =>
    handle === ELSE_HANDLE ? `The else branch of ${quote(node)} is already connected` : `Branch '${handleName(node, handle)}' of ${quote(node)} is already connected`,
  duplicate: (source: WorkflowNode, target: WorkflowNode) => `${quote(source)} already leads to ${quote(target)}`,
  cycle: (source: WorkflowNode, target: WorkflowNode) => `${quote(source)} → ${quote(target)} would make a loop: loops are not allowed`,
  tooManyEdges: `A workflow holds at most ${GRAPH_LIMITS.edges} connections`,
} as const;

/**
 * Why the connection may not be drawn, or null when it may: no edge to itself, none into a
 * trigger or out of an output, a condition's edge from one of its handles and one edge per
 * handle, no second edge between the same ends, no loop.
 */
export function canConnect(graph: WorkflowGraph, connection: Connection): string | null {
  const source = graph.nodes.find((node) => node.id === connection.source);
  const target = graph.nodes.find((node) => node.id === connection.target);
  if (!source) return connectionMessages.missingNode(connection.source);
  if (!target) return connectionMessages.missingNode(connection.target);
  return refusal(graph, source, connection.sourceHandle, target, () => reachableFrom(graph, [target.id]).has(source.id));
}

/** The nodes the source (from that handle, for a condition) may connect to, in graph order: what 'Connect to…' lists. */
export function connectTargets(graph: WorkflowGraph, sourceId: string, sourceHandle?: string): WorkflowNode[] {
  const source = graph.nodes.find((node) => node.id === sourceId);
  if (!source) return [];
  // A target upstream of the source would close a loop: one walk back answers for every target.
  const upstream = upstreamOf(graph, sourceId);
  return graph.nodes.filter((target) => refusal(graph, source, sourceHandle, target, () => upstream.has(target.id)) === null);
}

function refusal(graph: WorkflowGraph, source: WorkflowNode, handle: string | undefined, target: WorkflowNode, closesLoop: () => boolean): string | null {
  if (source.id === target.id) return connectionMessages.self(source);
  if (!nodeKinds[target.kind].acceptsInput) return connectionMessages.intoTrigger(target);
  if (outputHandles(source).length === 0) return connectionMessages.fromOutput(source);
  const named = namedHandleIds(source);
  if (named.length > 0) {
    if (handle === undefined) return connectionMessages.branchRequired(source);
    if (!named.includes(handle)) return connectionMessages.unknownBranch(source, handle);
    if (graph.edges.some((edge) => edge.source === source.id && edge.sourceHandle === handle)) return connectionMessages.branchTaken(source, handle);
  } else if (handle !== undefined) {
    return connectionMessages.noBranches(source);
  }
  if (graph.edges.some((edge) => edge.source === source.id && edge.target === target.id && edge.sourceHandle === handle)) {
    return connectionMessages.duplicate(source, target);
  }
  if (graph.edges.length >= GRAPH_LIMITS.edges) return connectionMessages.tooManyEdges;
  if (closesLoop()) return connectionMessages.cycle(source, target);
  return null;
}

/** The graph with the connection drawn as a new edge; throws with the reason when `canConnect` refuses it. */
export function connect(graph: WorkflowGraph, connection: Connection): WorkflowGraph {
  const refused = canConnect(graph, connection);
  if (refused !== null) throw new Error(refused);
  const { source, sourceHandle, target } = connection;
  const id = newEdgeId(connection, new Set(graph.edges.map((edge) => edge.id)));
  return { ...graph, edges: [...graph.edges, { id, source, ...(sourceHandle === undefined ? {} : { sourceHandle }), target }] };
}

/** The graph without these edges. */
export function disconnect(graph: WorkflowGraph, edgeIds: readonly string[]): WorkflowGraph {
  const removed = new Set(edgeIds);
  const edges = graph.edges.filter((edge) => !removed.has(edge.id));
  return edges.length === graph.edges.length ? graph : { ...graph, edges };
}
