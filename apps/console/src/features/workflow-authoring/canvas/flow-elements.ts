import { ELSE_HANDLE } from '@agentdeck/api-client/workflow';
import type { CheckProblem, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import type { Edge, Node } from '@xyflow/react';
import { NODE_KIND_LABELS } from '../model/node-defaults';

/** How a version comparison marks a node or an edge on the canvas. */
export type DiffMark = 'added' | 'removed' | 'changed';

export interface SourceHandle {
  /** The edge's `sourceHandle`: a branch id or `else`; undefined for a node's one way out. */
  id: string | undefined;
  /** What the handle is called beside the node, for a condition's branches. */
  label?: string;
}

export interface WorkflowNodeData extends Record<string, unknown> {
  node: WorkflowNode;
  problems: CheckProblem[];
  mark?: DiffMark;
  handles: SourceHandle[];
}

export type WorkflowFlowNode = Node<WorkflowNodeData, 'workflow'>;

/** Where edges may leave a node: one per branch and `else` for a condition, none from an output. */
export function sourceHandles(node: WorkflowNode): SourceHandle[] {
  if (node.kind === 'output') return [];
  if (node.kind !== 'condition') return [{ id: undefined }];
  return [
    ...node.data.branches.map((branch, index) => ({ id: branch.id, label: branch.label || `Branch ${index + 1}` })),
    { id: ELSE_HANDLE, label: 'else' },
  ];
}

export function handleLabel(graph: WorkflowGraph, edge: Pick<WorkflowEdge, 'source' | 'sourceHandle'>): string | undefined {
  if (!edge.sourceHandle) return undefined;
  const source = graph.nodes.find((node) => node.id === edge.source);
  if (!source) return edge.sourceHandle;
  return sourceHandles(source).find((handle) => handle.id === edge.sourceHandle)?.label ?? edge.sourceHandle;
}

/** A node as a sentence: its kind, its label and how many problems it has. */
export function describeNode(node: WorkflowNode, problemCount = 0, mark?: DiffMark): string {
  const problems = problemCount === 0 ? '' : problemCount === 1 ? ', 1 problem' : `, ${problemCount} problems`;
  return `${NODE_KIND_LABELS[node.kind]} ${node.label}${problems}${mark ? `, ${mark}` : ''}`;
}

interface FlowOptions {
  problems: CheckProblem[];
  selectedIds: ReadonlySet<string>;
  nodeMarks?: ReadonlyMap<string, DiffMark>;
  edgeMarks?: ReadonlyMap<string, DiffMark>;
  isReadOnly?: boolean;
}

export function toFlowNodes(graph: WorkflowGraph, options: FlowOptions): WorkflowFlowNode[] {
  const problemsByNode = new Map<string, CheckProblem[]>();
  for (const problem of options.problems) {
    if (!problem.nodeId) continue;
    problemsByNode.set(problem.nodeId, [...(problemsByNode.get(problem.nodeId) ?? []), problem]);
  }
  return graph.nodes.map((node) => {
    const problems = problemsByNode.get(node.id) ?? [];
    const mark = options.nodeMarks?.get(node.id);
    return {
      id: node.id,
      type: 'workflow',
      position: node.position,
      selected: options.selectedIds.has(node.id),
      draggable: !options.isReadOnly,
      connectable: !options.isReadOnly,
      deletable: false,
      ariaLabel: describeNode(node, problems.length, mark),
      data: { node, problems, handles: sourceHandles(node), ...(mark ? { mark } : {}) },
    };
  });
}

export function toFlowEdges(graph: WorkflowGraph, options: Pick<FlowOptions, 'edgeMarks' | 'selectedIds'>): Edge[] {
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  return graph.edges.map((edge) => {
    const branch = handleLabel(graph, edge);
    const mark = options.edgeMarks?.get(edge.id);
    return {
      id: edge.id,
      source: edge.source,
      target: edge.target,
      ...(edge.sourceHandle ? { sourceHandle: edge.sourceHandle } : {}),
      ...(branch ? { label: branch } : {}),
      selected: options.selectedIds.has(edge.id),
      deletable: false,
      ariaLabel: `From ${labels.get(edge.source) ?? edge.source}${branch ? ` (${branch})` : ''} to ${labels.get(edge.target) ?? edge.target}${mark ? `, ${mark}` : ''}`,
      ...(mark ? { className: `workflow-edge-${mark}` } : {}),
    };
  });
}
