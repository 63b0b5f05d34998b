import type { CheckProblem, NodeKind, WorkflowGraph } from '@agentdeck/api-client';
import { useTheme } from '@agentdeck/ui';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Dimensions,
  type EdgeChange,
  type NodeChange,
  type Viewport,
  type XYPosition,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useLayoutEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Connection as GraphConnection } from '../model/graph-edits';
import { canvasFrame } from './canvas.css';
import { toFlowEdges, toFlowNodes, type DiffMark, type WorkflowFlowNode } from './flow-elements';
import type { NodeRunState } from '../run/node-run-states';
import { NODE_KIND_DRAG_TYPE } from './NodePalette';
import { isTyping } from './shortcuts';
import { WorkflowNodeCard } from './WorkflowNodeCard';

export interface CanvasSelection {
  nodeIds: string[];
  edgeIds: string[];
}

export interface WorkflowCanvasProps {
  graph: WorkflowGraph;
  /** The publish check's problems: each node shows how many are its own. */
  problems?: CheckProblem[];
  selection: CanvasSelection;
  onSelectionChange?: (selection: CanvasSelection) => void;
  /** A drag or an arrow-key move ended: the nodes' new positions, one step to undo. */
  onMove?: (positions: Record<string, XYPosition>) => void;
  onConnect?: (connection: GraphConnection) => void;
  /** Why a connection drawn by mouse is refused, or null when it may be made. */
  refuseConnection?: (connection: GraphConnection) => string | null;
  /** A kind dropped from the palette, at its place on the canvas. */
  onDropKind?: (kind: NodeKind, position: XYPosition) => void;
  /** Delete or Backspace on the canvas: the editor confirms and removes the selection. */
  onDeleteRequest?: () => void;
  nodeMarks?: ReadonlyMap<string, DiffMark>;
  edgeMarks?: ReadonlyMap<string, DiffMark>;
  /** Where the run shown beside the canvas stands at each node it reached. */
  runStates?: ReadonlyMap<string, NodeRunState>;
  isReadOnly?: boolean;
  /** The canvas's accessible name. */
  label: string;
  /**
   * Tells two canvases on one page apart (the editor's and a comparison's): xyflow builds the
   * ids its nodes' descriptions are read from with it, and duplicate ids break those references.
   * @default '1'
   */
  flowId?: string;
}

const nodeTypes = { workflow: WorkflowNodeCard };

/**
 * Nodes above which the canvas opens on the workflow's start at a readable zoom rather than
 * fitting every node, and draws only the nodes in view: fitting 500 nodes shows unreadable
 * specks and makes the browser draw all of them before anything appears.
 */
export const LARGE_CANVAS = 150;
const startZoom = 0.8;

/** The viewport that shows the trigger (or the leftmost node) near the canvas's left edge. */
export function viewportAtStart(graph: WorkflowGraph): Viewport {
  const start =
    graph.nodes.find((node) => node.kind === 'trigger') ??
    graph.nodes.reduce<WorkflowGraph['nodes'][number] | undefined>((left, node) => (!left || node.position.x < left.position.x ? node : left), undefined);
  if (!start) return { x: 0, y: 0, zoom: 1 };
  return { x: 48 - start.position.x * startZoom, y: 240 - start.position.y * startZoom, zoom: startZoom };
}

const ariaLabelConfig = {
  'node.a11yDescription.default':
    'Press Enter or Space to select a node, the arrow keys to move it, Delete to remove it. Question mark lists every shortcut.',
  'node.a11yDescription.keyboardDisabled': 'Press Enter or Space to select a node.',
};

const toConnection = ({ source, sourceHandle, target }: Connection): GraphConnection => ({
  source,
  target,
  ...(sourceHandle ? { sourceHandle } : {}),
});

/**
 * The workflow's graph drawn on a pannable, zoomable canvas (xyflow): nodes from the graph's
 * positions, edges from their handles, a minimap and zoom controls. It holds no graph of its own:
 * moves, connections, drops and deletions go to the editor, which saves and undoes them. While a
 * node is dragged its position lives here; the move becomes one change when it ends.
 */
export function WorkflowCanvas({
  graph,
  problems = [],
  selection,
  onSelectionChange,
  onMove,
  onConnect,
  refuseConnection,
  onDropKind,
  onDeleteRequest,
  nodeMarks,
  edgeMarks,
  runStates,
  isReadOnly,
  label,
  flowId,
}: WorkflowCanvasProps) {
  const theme = useTheme();
  const flow = useReactFlow<WorkflowFlowNode>();
  const [dragged, setDragged] = useState<Record<string, XYPosition>>({});
  // xyflow measures each node and draws edges and the minimap from those sizes, kept here.
  const [measured, setMeasured] = useState<Record<string, Dimensions>>({});
  // xyflow reports selecting an edge and unselecting the nodes as two calls in one event (and a
  // node's the other way round): the second builds on the first, not on the last render's selection.
  const newestSelection = useRef(selection);
  useLayoutEffect(() => {
    newestSelection.current = selection;
  }, [selection]);
  const changeSelection = (next: CanvasSelection) => {
    newestSelection.current = next;
    onSelectionChange?.(next);
  };
  const selectedNodes = useMemo(() => new Set(selection.nodeIds), [selection.nodeIds]);
  const selectedEdges = useMemo(() => new Set(selection.edgeIds), [selection.edgeIds]);

  const isLarge = graph.nodes.length > LARGE_CANVAS;
  const [startViewport] = useState(() => (isLarge ? viewportAtStart(graph) : undefined));
  const nodes = useMemo(
    () => toFlowNodes(graph, { problems, selectedIds: selectedNodes, nodeMarks, runStates, isReadOnly, measured, dragged, estimateUnmeasured: isLarge }),
    [graph, problems, selectedNodes, nodeMarks, runStates, isReadOnly, measured, dragged, isLarge],
  );
  const edges = useMemo(() => toFlowEdges(graph, { selectedIds: selectedEdges, edgeMarks }), [graph, selectedEdges, edgeMarks]);

  const onNodesChange = (changes: NodeChange<WorkflowFlowNode>[]) => {
    const moving: Record<string, XYPosition> = {};
    const moved: Record<string, XYPosition> = {};
    const sizes: Record<string, Dimensions> = {};
    let nodeIds: Set<string> | undefined;
    for (const change of changes) {
      if (change.type === 'dimensions' && change.dimensions) sizes[change.id] = change.dimensions;
      if (change.type === 'position' && change.position) (change.dragging ? moving : moved)[change.id] = change.position;
      if (change.type === 'select') {
        nodeIds ??= new Set(newestSelection.current.nodeIds);
        if (change.selected) nodeIds.add(change.id);
        else nodeIds.delete(change.id);
      }
    }
    if (Object.keys(sizes).length > 0) setMeasured((current) => ({ ...current, ...sizes }));
    if (Object.keys(moving).length > 0) setDragged((current) => ({ ...current, ...moving }));
    if (Object.keys(moved).length > 0) {
      onMove?.(moved);
      setDragged((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !(id in moved))));
    }
    if (nodeIds) changeSelection({ nodeIds: [...nodeIds], edgeIds: newestSelection.current.edgeIds });
  };

  const onEdgesChange = (changes: EdgeChange[]) => {
    let edgeIds: Set<string> | undefined;
    for (const change of changes) {
      if (change.type !== 'select') continue;
      edgeIds ??= new Set(newestSelection.current.edgeIds);
      if (change.selected) edgeIds.add(change.id);
      else edgeIds.delete(change.id);
    }
    if (edgeIds) changeSelection({ nodeIds: newestSelection.current.nodeIds, edgeIds: [...edgeIds] });
  };

  const onDragOver = (event: DragEvent) => {
    if (isReadOnly || !event.dataTransfer.types.includes(NODE_KIND_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const kind = event.dataTransfer.getData(NODE_KIND_DRAG_TYPE) as NodeKind;
    if (isReadOnly || !kind) return;
    event.preventDefault();
    onDropKind?.(kind, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isReadOnly || isTyping(event.target) || (event.key !== 'Delete' && event.key !== 'Backspace')) return;
    if (selection.nodeIds.length === 0 && selection.edgeIds.length === 0) return;
    event.preventDefault();
    onDeleteRequest?.();
  };

  return (
    // Focusable by script: where the editor's Alt+Shift+C lands when there is no node to focus.
    <div className={canvasFrame} role="region" aria-label={label} tabIndex={-1}>
      <ReactFlow<WorkflowFlowNode>
        {...(flowId ? { id: flowId } : {})}
        onDragOver={onDragOver}
        onDrop={onDrop}
        onKeyDown={onKeyDown}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={(connection) => onConnect?.(toConnection(connection))}
        isValidConnection={(connection) =>
          !refuseConnection || ('source' in connection && refuseConnection(toConnection(connection as Connection)) === null)
        }
        nodesDraggable={!isReadOnly}
        nodesConnectable={!isReadOnly}
        elementsSelectable
        deleteKeyCode={null}
        colorMode={theme}
        ariaLabelConfig={ariaLabelConfig}
        onlyRenderVisibleElements
        minZoom={0.1}
        {...(startViewport ? { defaultViewport: startViewport } : { fitView: true })}
      >
        <Background />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable ariaLabel="Minimap of the workflow" />
      </ReactFlow>
    </div>
  );
}
