import type { NodeKind } from '@agentdeck/api-client';
import { nodeKinds } from '@agentdeck/api-client/workflow';
import { toast } from '@agentdeck/ui';
import { useReactFlow, type XYPosition } from '@xyflow/react';
import { useState } from 'react';
import { canConnect, type Connection } from '../model/graph-edits';
import type { useWorkflowEditor } from '../model/use-workflow-editor';
import type { EditorSelection } from './use-editor-selection';
import type { CanvasSelection } from './WorkflowCanvas';

interface GraphActionsOptions {
  editor: ReturnType<typeof useWorkflowEditor>;
  selection: EditorSelection;
  announce: (text: string) => void;
  canvasArea: () => HTMLElement | null;
  isReadOnly: boolean;
}

/**
 * The edits the toolbar, the palette and the canvas share, each said aloud when done: add a node
 * (where dropped, or in the middle of the view), connect (a refused connection says why),
 * duplicate, and delete (nodes with connections once the member confirms).
 */
export function useGraphActions({ editor, selection: selected, announce, canvasArea, isReadOnly }: GraphActionsOptions) {
  const flow = useReactFlow();
  const { graph } = editor;
  const { selection, select, labelOf, nameOf } = selected;
  const [pendingDelete, setPendingDelete] = useState<CanvasSelection>();

  const add = (kind: NodeKind, position: XYPosition) => {
    const nodeId = editor.addNode(kind, position);
    select([nodeId]);
    announce(`Added ${nodeKinds[kind].name} node`);
  };
  /** A kind pressed in the palette lands in the middle of what the canvas shows. */
  const addInView = (kind: NodeKind) => {
    const frame = canvasArea()?.getBoundingClientRect();
    const middle = frame ? flow.screenToFlowPosition({ x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 }) : { x: 0, y: 0 };
    add(kind, { x: Math.round(middle.x - 120), y: Math.round(middle.y - 38) });
  };

  const connect = (connection: Connection) => {
    const refusal = canConnect(graph, connection);
    if (refusal) {
      announce(refusal);
      toast.error(refusal);
      return;
    }
    editor.connect(connection);
    announce(`Connected ${labelOf(connection.source)} to ${labelOf(connection.target)}`);
  };

  const remove = (doomed: CanvasSelection) => {
    if (doomed.nodeIds.length > 0) editor.removeNodes(doomed.nodeIds);
    const edgesLeft = doomed.edgeIds.filter((id) => graph.edges.some((edge) => edge.id === id && !doomed.nodeIds.includes(edge.source) && !doomed.nodeIds.includes(edge.target)));
    if (edgesLeft.length > 0) editor.disconnect(edgesLeft);
    announce(
      doomed.nodeIds.length > 0
        ? `Removed ${doomed.nodeIds.map(labelOf).join(', ')}`
        : `Removed ${doomed.edgeIds.length === 1 ? 'the connection' : `${doomed.edgeIds.length} connections`}`,
    );
    select([]);
  };
  /** Nodes with connections are removed only once the member confirms; a bare node or an edge at once. */
  const requestDelete = () => {
    if (isReadOnly || (selection.nodeIds.length === 0 && selection.edgeIds.length === 0)) return;
    const hasEdges = graph.edges.some((edge) => selection.nodeIds.includes(edge.source) || selection.nodeIds.includes(edge.target));
    if (hasEdges) setPendingDelete(selection);
    else remove(selection);
  };

  const duplicate = () => {
    if (selection.nodeIds.length === 0) return;
    const copies = editor.duplicate(selection.nodeIds);
    select(copies);
    announce(`Duplicated ${nameOf(selection.nodeIds)}`);
  };

  return {
    add,
    addInView,
    connect,
    duplicate,
    requestDelete,
    /** The nodes waiting for the member to confirm their deletion. */
    pendingDelete,
    confirmDelete: () => {
      if (pendingDelete) remove(pendingDelete);
      setPendingDelete(undefined);
    },
    cancelDelete: () => setPendingDelete(undefined),
  };
}
