import type { NodeKind, ResourceRecord, WorkflowNode } from '@agentdeck/api-client';
import { nodeKinds } from '@agentdeck/api-client/workflow';
import { AlertDialog, toast, VisuallyHidden } from '@agentdeck/ui';
import { ReactFlowProvider, useReactFlow, type XYPosition } from '@xyflow/react';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { layoutGraph, warmUpLayout } from '../layout';
import { canConnect, type Connection, type NodeClipboard } from '../model/graph-edits';
import { useLeaveGuard } from '../model/use-leave-guard';
import { useWorkflowEditor } from '../model/use-workflow-editor';
import { NodePanel, WorkflowSettingsPanel } from './LazyPanels';
import { ConflictReview } from './ConflictReview';
import { EditorToolbar } from './EditorToolbar';
import { editorBody, editorGrid, panelColumn, sideColumn } from './editor.css';
import { NodePalette } from './NodePalette';
import { ProblemsPanel } from './ProblemsPanel';
import { commandOf } from './shortcuts';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useAnnouncer } from './use-announcer';
import { useFocusShortcuts } from './use-focus-shortcuts';
import { useAfterSave } from './use-after-save';
import { useExportWhenSaved } from './use-export-when-saved';
import { usePublishCheck } from './use-publish-check';
import { LARGE_CANVAS, viewportAtStart, WorkflowCanvas, type CanvasSelection } from './WorkflowCanvas';
import { WorkflowOutline } from './WorkflowOutline';
import { LazyRunTrace } from '../../../entities/run-trace';
import { RunDialog, RunPanel } from '../run/LazyRun';
import { useEditorRun } from '../run/use-editor-run';

export interface WorkflowEditorProps {
  workflow: ResourceRecord<'workflow'>;
  /** The draft's saved state and whether Publish may open, for the header. */
  children: (editor: { saveState: string; canPublish: boolean; goTo: (nodeId: string) => void; onRun: () => void }) => React.ReactNode;
}

const noSelection: CanvasSelection = { nodeIds: [], edgeIds: [] };
const pasteOffset = { x: 40, y: 40 };

const saveStateText = {
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  conflict: 'Not saved: someone else saved this draft',
  error: 'Not saved',
} as const;

/**
 * The workflow's editor (design sections 1.1 to 1.3): the palette and the outline, the canvas,
 * and the selected node's panel (or the workflow's settings and the publish check's problems).
 * Every change is one step to undo, saved as it happens; a save that met another shows both sides.
 */
export function WorkflowEditor(props: WorkflowEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}

function Editor({ workflow, children }: WorkflowEditorProps) {
  const { id: wid } = useCurrentWorkspace();
  const editor = useWorkflowEditor(workflow);
  const { graph } = editor;
  const flow = useReactFlow();
  const check = usePublishCheck(wid, workflow.id, workflow.revision);
  const leaving = useLeaveGuard(editor.hasUnsavedChanges);
  const exportDraft = useExportWhenSaved(workflow, editor);
  const editorRun = useEditorRun(wid, useAfterSave(editor));
  const [isRunDialogOpen, setRunDialogOpen] = useState(false);
  const { announcement, announce } = useAnnouncer();
  const [selection, setSelection] = useState<CanvasSelection>(noSelection);
  const [pendingDelete, setPendingDelete] = useState<CanvasSelection>();
  const [isShowingShortcuts, setShowingShortcuts] = useState(false);
  const [isLayingOut, setLayingOut] = useState(false);
  const clipboard = useRef<NodeClipboard>(undefined);
  const canvasAreaId = useId();
  const editorBodyRef = useRef<HTMLDivElement>(null);
  const paletteRef = useRef<HTMLElement>(null);
  const canvasArea = () => document.getElementById(canvasAreaId);
  const isReadOnly = workflow.isReadOnly;

  const byId = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node])), [graph.nodes]);
  const labelOf = (id: string) => byId.get(id)?.label ?? id;
  const selectedNodes = selection.nodeIds.map((id) => byId.get(id)).filter((node): node is WorkflowNode => node !== undefined);
  const selectedNode = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const problems = check.data?.problems;

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
    announce(`Duplicated ${selection.nodeIds.length === 1 ? labelOf(selection.nodeIds[0]!) : `${selection.nodeIds.length} nodes`}`);
  };

  const autoLayout = async () => {
    setLayingOut(true);
    try {
      const positions = await layoutGraph(graph);
      editor.applyPositions(positions);
      announce('Laid out the workflow from left to right');
      // A large workflow is shown from its start, as when it opens: fitting it would draw every node.
      if (graph.nodes.length > LARGE_CANVAS) {
        const laidOut = { ...graph, nodes: graph.nodes.map((node) => ({ ...node, position: positions[node.id] ?? node.position })) };
        void flow.setViewport(viewportAtStart(laidOut));
      } else requestAnimationFrame(() => void flow.fitView());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Auto layout failed');
    } finally {
      setLayingOut(false);
    }
  };

  // Shortcuts work wherever focus is in the editor: canvas, outline, palette or panel.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const command = commandOf(event);
    if (!command || (isReadOnly && command !== 'help' && command !== 'copy')) return;
    event.preventDefault();
    switch (command) {
      case 'undo':
        if (editor.canUndo) {
          editor.undo();
          announce('Undone');
        }
        break;
      case 'redo':
        if (editor.canRedo) {
          editor.redo();
          announce('Redone');
        }
        break;
      case 'copy':
        if (selection.nodeIds.length === 0) break;
        clipboard.current = editor.copy(selection.nodeIds);
        announce(`Copied ${selection.nodeIds.length === 1 ? labelOf(selection.nodeIds[0]!) : `${selection.nodeIds.length} nodes`}`);
        break;
      case 'paste': {
        if (!clipboard.current) break;
        const pasted = editor.paste(clipboard.current, pasteOffset);
        select(pasted);
        announce(`Pasted ${pasted.length === 1 ? '1 node' : `${pasted.length} nodes`}`);
        break;
      }
      case 'duplicate':
        duplicate();
        break;
      case 'help':
        setShowingShortcuts(true);
        break;
    }
  });
  useEffect(() => {
    const body = editorBodyRef.current;
    body?.addEventListener('keydown', onKeyDown);
    return () => body?.removeEventListener('keydown', onKeyDown);
  }, []);

  useFocusShortcuts({ canvasArea, palette: () => paletteRef.current, selectedNodeIds: selection.nodeIds });

  // A large workflow is the one members lay out: its first layout should not wait for elkjs.
  const isLargeWhenOpened = useRef(graph.nodes.length > LARGE_CANVAS && !isReadOnly);
  useEffect(() => {
    if (!isLargeWhenOpened.current) return;
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const later = setTimeout(warmUpLayout, 1000);
      return () => clearTimeout(later);
    }
    const idle = requestIdleCallback(() => warmUpLayout(), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);

  const saveState = saveStateText[editor.state];
  const canPublish = !isReadOnly && editor.state === 'saved' && problems !== undefined && problems.length === 0;

  return (
    <>
      {children({ saveState, canPublish, goTo: focusNode, onRun: () => setRunDialogOpen(true) })}
      <div ref={editorBodyRef} className={editorBody}>
        <EditorToolbar
          graph={graph}
          selectedNode={selectedNode}
          hasSelection={selection.nodeIds.length > 0}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          isLayingOut={isLayingOut}
          isReadOnly={isReadOnly}
          onUndo={() => {
            editor.undo();
            announce('Undone');
          }}
          onRedo={() => {
            editor.redo();
            announce('Redone');
          }}
          onAutoLayout={() => void autoLayout()}
          onConnect={connect}
          onDuplicate={duplicate}
          onDelete={requestDelete}
          onShowShortcuts={() => setShowingShortcuts(true)}
          onExport={exportDraft}
        />
        <div className={editorGrid}>
          <div className={sideColumn}>
            <NodePalette ref={paletteRef} onAdd={addInView} isDisabled={isReadOnly} />
            <WorkflowOutline graph={graph} problems={problems} selectedNodeIds={selection.nodeIds} onSelectionChange={(ids) => select(ids)} />
          </div>
          <div id={canvasAreaId}>
            <WorkflowCanvas
              label="Workflow canvas"
              graph={graph}
              problems={problems}
              selection={selection}
              onSelectionChange={setSelection}
              onMove={(positions) => {
                editor.moveNodes(positions);
                const moved = Object.keys(positions);
                announce(`Moved ${moved.length === 1 ? labelOf(moved[0]!) : `${moved.length} nodes`}`);
              }}
              onConnect={connect}
              refuseConnection={(connection) => canConnect(graph, connection)}
              onDropKind={add}
              onDeleteRequest={requestDelete}
              runStates={editorRun.runStates}
              isReadOnly={isReadOnly}
            />
          </div>
          <div className={panelColumn}>
            {editorRun.runId && (
              <RunPanel
                wid={wid}
                run={editorRun.run}
                nodeSteps={editorRun.nodeSteps}
                selectedNode={selectedNode}
                isTraceOpen={editorRun.isTraceOpen}
                onToggleTrace={editorRun.toggleTrace}
                onDismiss={editorRun.dismiss}
              />
            )}
            {editorRun.runId && editorRun.isTraceOpen ? (
              <LazyRunTrace wid={wid} runId={editorRun.runId} />
            ) : selectedNode ? (
              <NodePanel
                graph={graph}
                node={selectedNode}
                isReadOnly={isReadOnly}
                onChange={(update) =>
                  editor.updateNode(selectedNode.id, update, { coalesceKey: `${selectedNode.id}:${Object.keys(update.data ?? {}).join()}:${update.label ?? ''}` })
                }
              />
            ) : (
              <WorkflowSettingsPanel
                workflowId={workflow.id}
                settings={graph.settings}
                isReadOnly={isReadOnly}
                onChange={(settings) => editor.updateSettings(settings)}
              />
            )}
            <ProblemsPanel problems={problems} isChecking={check.isValidating} onGoTo={focusNode} />
          </div>
        </div>
      </div>
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
      <AlertDialog
        isOpen={pendingDelete !== undefined}
        onOpenChange={(isOpen) => !isOpen && setPendingDelete(undefined)}
        title={pendingDelete && pendingDelete.nodeIds.length === 1 ? `Delete ${labelOf(pendingDelete.nodeIds[0]!)}?` : `Delete ${pendingDelete?.nodeIds.length ?? 0} nodes?`}
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => {
          if (pendingDelete) remove(pendingDelete);
          setPendingDelete(undefined);
        }}
      >
        Their connections are removed with them. Undo brings them back.
      </AlertDialog>
      <ConflictReview conflict={editor.conflict} onKeepMine={editor.keepMine} onTakeTheirs={editor.takeTheirs} onReload={editor.reload} />
      <AlertDialog
        isOpen={leaving.isAsking}
        onOpenChange={(isOpen) => !isOpen && leaving.stay()}
        title="Leave with unsaved changes?"
        confirmLabel="Leave anyway"
        cancelLabel="Stay"
        variant="danger"
        onConfirm={leaving.leave}
      >
        The draft has changes that are not saved yet. If you leave now, they are lost.
      </AlertDialog>
      <ShortcutsDialog isOpen={isShowingShortcuts} onOpenChange={setShowingShortcuts} />
      <RunDialog
        workflowId={workflow.id}
        isOpen={isRunDialogOpen}
        onOpenChange={setRunDialogOpen}
        draftProblemCount={problems?.length}
        start={editorRun.start}
        onStarted={editorRun.show}
      />
    </>
  );
}
