import type { WorkflowEdge, WorkflowGraph } from '../schemas/workflow';
import { outgoingEdges } from './graph-walk';

type Graph = Pick<WorkflowGraph, 'nodes' | 'edges'>;

/** Where a node is in a walk; a node not yet reached has none. */
export type WalkNodeStatus = 'running' | 'waiting' | 'done' | 'skipped' | 'cancelled';

/** What a node answers when it finishes: the value it passes on, and a condition's chosen handle. */
export interface NodeDone {
  output: unknown;
  handle?: string;
}

/**
 * How far a run has walked its graph (design section 2.1a): plain JSON, so a run waiting for
 * human input can be stored and go on after a restart. Changed only by the functions below,
 * each answering a new state.
 */
export interface WalkState {
  nodes: Record<string, WalkNodeStatus>;
  /** An edge is taken or dead once its source has finished or been skipped; undecided edges are absent. */
  edges: Record<string, 'taken' | 'dead'>;
  /** What each finished node passes on along its edges (an output node: its answer). */
  outputs: Record<string, unknown>;
  /** What a waiting node answers once approved. */
  held: Record<string, NodeDone>;
  /** A step failed or was blocked: nothing more runs. */
  halted: boolean;
}

export type WalkOutcome = { status: 'running' | 'waiting' | 'halted' } | { status: 'succeeded'; output: unknown };

const incomingEdges = (graph: Graph) => {
  const incoming = new Map<string, WorkflowEdge[]>(graph.nodes.map((node) => [node.id, []]));
  for (const edge of graph.edges) incoming.get(edge.target)?.push(edge);
  return incoming;
};

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'en');

/** Values keyed by their nodes' labels, in label order. */
function keyedByLabel(graph: Graph, values: Map<string, unknown>): Record<string, unknown> {
  const nodes = graph.nodes.filter((node) => values.has(node.id)).sort(byLabel);
  return Object.fromEntries(nodes.map((node) => [node.label, values.get(node.id)]));
}

export function initialWalk(): WalkState {
  return { nodes: {}, edges: {}, outputs: {}, held: {}, halted: false };
}

/**
 * Marks skipped every node not reached whose incoming edges are all dead, which kills its own
 * outgoing edges in turn, until no more can be skipped. A node with no incoming edge other than
 * the trigger is never reached, so it is skipped too. Answers the skipped nodes in that order.
 */
export function skipDead(graph: Graph, state: WalkState): { state: WalkState; skipped: string[] } {
  if (state.halted) return { state, skipped: [] };
  const incoming = incomingEdges(graph);
  const outgoing = outgoingEdges(graph);
  const nodes = { ...state.nodes };
  const edges = { ...state.edges };
  const skipped: string[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const node of graph.nodes) {
      if (node.kind === 'trigger' || nodes[node.id]) continue;
      if (!incoming.get(node.id)!.every((edge) => edges[edge.id] === 'dead')) continue;
      nodes[node.id] = 'skipped';
      for (const edge of outgoing.get(node.id) ?? []) edges[edge.id] = 'dead';
      skipped.push(node.id);
      changed = true;
    }
  }
  return skipped.length === 0 ? { state, skipped } : { state: { ...state, nodes, edges }, skipped };
}

/**
 * The nodes that can run now, in graph order: the trigger at first, then each node not reached
 * whose incoming edges are all decided and at least one taken. They run concurrently.
 */
export function readyNodes(graph: Graph, state: WalkState): string[] {
  if (state.halted) return [];
  const incoming = incomingEdges(graph);
  return graph.nodes
    .filter((node) => {
      if (state.nodes[node.id]) return false;
      if (node.kind === 'trigger') return true;
      const edges = incoming.get(node.id)!;
      return edges.every((edge) => state.edges[edge.id] !== undefined) && edges.some((edge) => state.edges[edge.id] === 'taken');
    })
    .map((node) => node.id);
}

/**
 * A node's input: with one taken incoming edge, what its source passed on; with several (a
 * join), an object keyed by the sources' labels, in label order. Undefined for the trigger.
 */
export function inputOf(graph: Graph, state: WalkState, nodeId: string): unknown {
  const sources = new Map<string, unknown>();
  for (const edge of incomingEdges(graph).get(nodeId) ?? []) {
    if (state.edges[edge.id] === 'taken') sources.set(edge.source, state.outputs[edge.source]);
  }
  if (sources.size === 0) return undefined;
  if (sources.size === 1) return [...sources.values()][0];
  return keyedByLabel(graph, sources);
}

export function begin(state: WalkState, nodeId: string): WalkState {
  return { ...state, nodes: { ...state.nodes, [nodeId]: 'running' } };
}

/**
 * The node finished: every outgoing edge is taken, or for a condition only those of the handle
 * it chose (the others are dead).
 */
export function complete(graph: Graph, state: WalkState, nodeId: string, done: NodeDone): WalkState {
  const edges = { ...state.edges };
  for (const edge of outgoingEdges(graph).get(nodeId) ?? []) {
    edges[edge.id] = done.handle === undefined || edge.sourceHandle === done.handle ? 'taken' : 'dead';
  }
  const held = { ...state.held };
  delete held[nodeId];
  return { ...state, nodes: { ...state.nodes, [nodeId]: 'done' }, edges, outputs: { ...state.outputs, [nodeId]: done.output }, held };
}

/** The node waits for human input: its branch pauses, the others go on. */
export function wait(state: WalkState, nodeId: string, done: NodeDone): WalkState {
  return { ...state, nodes: { ...state.nodes, [nodeId]: 'waiting' }, held: { ...state.held, [nodeId]: done } };
}

/** The waiting node was approved: it finishes with what it answered, and its branch goes on. */
export function approve(graph: Graph, state: WalkState, nodeId: string): WalkState {
  const done = state.held[nodeId];
  if (state.nodes[nodeId] !== 'waiting' || !done) return state;
  return complete(graph, state, nodeId, done);
}

/** A step failed or was blocked: the nodes still running or waiting are cancelled, nothing more runs. */
export function halt(state: WalkState): { state: WalkState; cancelled: string[] } {
  const cancelled = Object.keys(state.nodes).filter((id) => state.nodes[id] === 'running' || state.nodes[id] === 'waiting');
  const nodes = { ...state.nodes, ...Object.fromEntries(cancelled.map((id) => [id, 'cancelled' as const])) };
  return { state: { ...state, nodes, held: {}, halted: true }, cancelled };
}

/** The nodes that wait for human input, in graph order. */
export function waitingNodes(graph: Graph, state: WalkState): string[] {
  return graph.nodes.filter((node) => state.nodes[node.id] === 'waiting').map((node) => node.id);
}

/**
 * Where the run stands: running while a node runs or can run (skips applied first), waiting
 * once only nodes waiting for human input are left, else succeeded. Its output is the answer
 * of the output node that ran; when several ran, an object keyed by their labels.
 */
export function outcome(graph: Graph, state: WalkState): WalkOutcome {
  if (state.halted) return { status: 'halted' };
  const settled = skipDead(graph, state).state;
  if (Object.values(settled.nodes).includes('running') || readyNodes(graph, settled).length > 0) return { status: 'running' };
  if (Object.values(settled.nodes).includes('waiting')) return { status: 'waiting' };
  const answers = new Map(graph.nodes.filter((node) => node.kind === 'output' && settled.nodes[node.id] === 'done').map((node) => [node.id, settled.outputs[node.id]]));
  if (answers.size === 0) return { status: 'succeeded', output: null };
  if (answers.size === 1) return { status: 'succeeded', output: [...answers.values()][0] };
  return { status: 'succeeded', output: keyedByLabel(graph, answers) };
}
