import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';

/** One valid edit of a node: its new label, its new data, or both. The canvas makes each one undo step. */
export interface NodePanelUpdate<N extends WorkflowNode> {
  label?: string;
  data?: N['data'];
}

/** What every node panel takes: the graph around the node (labels to keep unique, what is upstream), the node, and where its edits go. */
export interface NodePanelProps<N extends WorkflowNode> {
  graph: WorkflowGraph;
  node: N;
  onChange(update: NodePanelUpdate<N>): void;
  /** A workflow the member may not change: every field shown, none editable. @default false */
  isReadOnly?: boolean;
}
