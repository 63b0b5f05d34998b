import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { useState } from 'react';
import { NodePanel } from './NodePanel';
import type { NodePanelUpdate } from './types';

export interface PanelHostProps {
  graph: WorkflowGraph;
  /** The node whose panel is shown. */
  nodeId: string;
  onChange: (update: NodePanelUpdate<WorkflowNode>) => void;
  isReadOnly?: boolean;
}

/** A node panel as the canvas hosts it, for stories and tests: each reported change applied to the graph, so the panel gets its node back as the canvas gives it. */
export function PanelHost({ graph: initial, nodeId, onChange, isReadOnly }: PanelHostProps) {
  const [graph, setGraph] = useState(initial);
  const node = graph.nodes.find((candidate) => candidate.id === nodeId)!;
  return (
    <NodePanel
      graph={graph}
      node={node}
      isReadOnly={isReadOnly}
      onChange={(update) => {
        onChange(update);
        setGraph((current) => ({
          ...current,
          nodes: current.nodes.map((candidate) => (candidate.id === nodeId ? ({ ...candidate, ...update } as WorkflowNode) : candidate)),
        }));
      }}
    />
  );
}
