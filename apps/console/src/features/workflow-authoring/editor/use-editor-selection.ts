import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { useReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import type { CanvasSelection } from './WorkflowCanvas';

const noSelection: CanvasSelection = { nodeIds: [], edgeIds: [] };

/**
 * What is selected on the canvas, the outline and the panels (they share it), the one node a
 * panel shows, node labels for the editor's words, and going to a node (select it, bring it into
 * view, focus it).
 */
export function useEditorSelection(graph: WorkflowGraph, canvasArea: () => HTMLElement | null) {
  const flow = useReactFlow();
  const [selection, setSelection] = useState<CanvasSelection>(noSelection);
  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);
  const labelOf = (id: string) => byId.get(id)?.label ?? id;
  const selectedNodes = selection.nodeIds.map((id) => byId.get(id)).filter((node): node is WorkflowNode => node !== undefined);
  const select = (nodeIds: string[], edgeIds: string[] = []) => setSelection({ nodeIds, edgeIds });

  const focusNode = (nodeId: string) => {
    const node = byId.get(nodeId);
    if (!node) return;
    select([nodeId]);
    void flow.setCenter(node.position.x + 120, node.position.y + 38, { zoom: Math.max(flow.getZoom(), 0.8) });
    // Once the canvas has drawn the node at its new place.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => canvasArea()?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(nodeId)}"]`)?.focus()),
    );
  };

  /** 'Travel desk' or '3 nodes', for what the editor announces. */
  const nameOf = (nodeIds: readonly string[]) => (nodeIds.length === 1 ? labelOf(nodeIds[0]!) : `${nodeIds.length} nodes`);

  return {
    selection,
    setSelection,
    select,
    selectedNode: selectedNodes.length === 1 ? selectedNodes[0] : undefined,
    labelOf,
    nameOf,
    focusNode,
  };
}

export type EditorSelection = ReturnType<typeof useEditorSelection>;
