import { nodeKinds, outputHandles, type OutputHandle } from '@agentdeck/api-client/workflow';
import type { CheckProblem, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { Position, type Dimensions, type Edge, type Node, type NodeHandle, type XYPosition } from '@xyflow/react';
import { NODE_HEIGHT, NODE_WIDTH } from '../layout/node-size';
import { NODE_RUN_STATE_LABELS, type NodeRunState } from '../run/node-run-states';

/** How a version comparison marks a node or an edge on the canvas. */
export type DiffMark = 'added' | 'removed' | 'changed';

export interface WorkflowNodeData extends Record<string, unknown> {
  node: WorkflowNode;
  /** How many of the publish check's problems are this node's. */
  problemCount: number;
  mark?: DiffMark;
  /** Where the run shown in the editor stands at this node. */
  runState?: NodeRunState;
  /** Where edges leave the node, each branch named as it is shown beside the node. */
  handles: OutputHandle[];
}

export type WorkflowFlowNode = Node<WorkflowNodeData, 'workflow'>;

/** Where edges may leave a node, a branch not yet worded shown by its place ('Branch 2'). */
export function sourceHandles(node: WorkflowNode): OutputHandle[] {
  return outputHandles(node).map((handle, index) => (handle.label === undefined ? handle : { ...handle, label: handle.label || `Branch ${index + 1}` }));
}

/** A node as a sentence: its kind, its label, how many problems it has and where a run stands there. */
export function describeNode(node: WorkflowNode, problemCount = 0, mark?: DiffMark, runState?: NodeRunState): string {
  const problems = problemCount === 0 ? '' : problemCount === 1 ? ', 1 problem' : `, ${problemCount} problems`;
  const run = runState ? `, run: ${NODE_RUN_STATE_LABELS[runState].toLowerCase()}` : '';
  return `${nodeKinds[node.kind].name} ${node.label}${problems}${mark ? `, ${mark}` : ''}${run}`;
}

interface FlowOptions {
  problems: CheckProblem[];
  selectedIds: ReadonlySet<string>;
  nodeMarks?: ReadonlyMap<string, DiffMark>;
  edgeMarks?: ReadonlyMap<string, DiffMark>;
  runStates?: ReadonlyMap<string, NodeRunState>;
  isReadOnly?: boolean;
  /** The sizes xyflow measured, handed back so it keeps drawing the nodes. */
  measured?: Readonly<Record<string, Dimensions>>;
  /** Where nodes being dragged are now, before the move is committed. */
  dragged?: Readonly<Record<string, XYPosition>>;
  /**
   * Gives each node not yet measured an estimated size and handles, so xyflow can draw the edges
   * that reach it and leave it unrendered while it is out of view (a large workflow): without
   * them, xyflow renders every node once to measure it.
   */
  estimateUnmeasured?: boolean;
}

// The card's rows (canvas.css.ts): padding 8, kind 16, gap 4, label 20, gap 4, then a condition's
// branch rows of 16 with gaps of 2; handles are 14 px boxes centred on the card's edges.
const branchRowsTop = 52;
const branchRowPitch = 18;
const handleBox = 14;

/** Where a node's card will be drawn, until xyflow measures the real one. */
function estimatedGeometry(node: WorkflowNode): Pick<WorkflowFlowNode, 'initialWidth' | 'initialHeight' | 'handles'> {
  const ways = sourceHandles(node);
  const isCondition = node.kind === 'condition';
  const height = isCondition ? Math.max(NODE_HEIGHT, branchRowsTop + ways.length * branchRowPitch + 6) : NODE_HEIGHT;
  const middle = (y: number) => y - handleBox / 2;
  const handles: NodeHandle[] = ways.map((way, index) => ({
    ...(way.id ? { id: way.id } : {}),
    type: 'source',
    position: Position.Right,
    x: NODE_WIDTH - handleBox / 2,
    y: middle(isCondition ? branchRowsTop + index * branchRowPitch + branchRowPitch / 2 : height / 2),
    width: handleBox,
    height: handleBox,
  }));
  if (nodeKinds[node.kind].acceptsInput)
    handles.push({ type: 'target', position: Position.Left, x: -handleBox / 2, y: middle(height / 2), width: handleBox, height: handleBox });
  return { initialWidth: NODE_WIDTH, initialHeight: height, handles };
}

/**
 * The flow element last made from each graph node or edge, with what it was made from: the same
 * inputs give back the same object, and xyflow redraws only the elements whose object changed,
 * which keeps a selection or a size report from redrawing every node of a large workflow. Graph
 * elements are never changed in place (graph-edits.ts copies what it edits), so they are keys.
 */
const lastNodes = new WeakMap<WorkflowNode, { inputs: string; value: WorkflowFlowNode }>();
const lastEdges = new WeakMap<WorkflowEdge, { inputs: string; value: Edge }>();

function remembered<K extends object, V>(cache: WeakMap<K, { inputs: string; value: V }>, key: K, inputs: string, make: () => V): V {
  const last = cache.get(key);
  if (last?.inputs === inputs) return last.value;
  const value = make();
  cache.set(key, { inputs, value });
  return value;
}

export function toFlowNodes(graph: WorkflowGraph, options: FlowOptions): WorkflowFlowNode[] {
  const problemCounts = new Map<string, number>();
  for (const { nodeId } of options.problems) if (nodeId) problemCounts.set(nodeId, (problemCounts.get(nodeId) ?? 0) + 1);
  return graph.nodes.map((node) => {
    const problemCount = problemCounts.get(node.id) ?? 0;
    const mark = options.nodeMarks?.get(node.id);
    const runState = options.runStates?.get(node.id);
    const selected = options.selectedIds.has(node.id);
    const measured = options.measured?.[node.id];
    const position = options.dragged?.[node.id] ?? node.position;
    const estimate = options.estimateUnmeasured && !measured;
    const inputs = [problemCount, mark, runState, selected, options.isReadOnly, measured?.width, measured?.height, position.x, position.y, estimate].join();
    return remembered(lastNodes, node, inputs, () => ({
      id: node.id,
      type: 'workflow' as const,
      position,
      selected,
      draggable: !options.isReadOnly,
      connectable: !options.isReadOnly,
      deletable: false,
      ariaLabel: describeNode(node, problemCount, mark, runState),
      data: { node, problemCount, handles: sourceHandles(node), ...(mark ? { mark } : {}), ...(runState ? { runState } : {}) },
      ...(measured ? { measured } : {}),
      ...(estimate ? estimatedGeometry(node) : {}),
    }));
  });
}

export function toFlowEdges(graph: WorkflowGraph, options: Pick<FlowOptions, 'edgeMarks' | 'selectedIds'>): Edge[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  return graph.edges.map((edge) => {
    const source = byId.get(edge.source);
    const branch = edge.sourceHandle && source ? sourceHandles(source).find((handle) => handle.id === edge.sourceHandle)?.label : undefined;
    const label = branch ?? edge.sourceHandle;
    const mark = options.edgeMarks?.get(edge.id);
    const selected = options.selectedIds.has(edge.id);
    const from = source?.label ?? edge.source;
    const to = byId.get(edge.target)?.label ?? edge.target;
    const ariaLabel = `From ${from}${label ? ` (${label})` : ''} to ${to}${mark ? `, ${mark}` : ''}`;
    return remembered(lastEdges, edge, [ariaLabel, selected].join(), () => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      ...(edge.sourceHandle ? { sourceHandle: edge.sourceHandle } : {}),
      ...(label ? { label } : {}),
      selected,
      deletable: false,
      ariaLabel,
      ...(mark ? { className: `workflow-edge-${mark}` } : {}),
    }));
  });
}
