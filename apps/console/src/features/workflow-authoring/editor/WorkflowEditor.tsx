import type { ResourceRecord } from '@agentdeck/api-client';
import { VisuallyHidden } from '@agentdeck/ui';
import { ReactFlowProvider } from '@xyflow/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { canConnect } from '../model/graph-edits';
import { useLeaveGuard } from '../model/use-leave-guard';
import { useWorkflowEditor } from '../model/use-workflow-editor';
import { useEditorRun } from '../run/use-editor-run';
import { EditorDialogs } from './EditorDialogs';
import { EditorSidePanel } from './EditorSidePanel';
import { EditorToolbar } from './EditorToolbar';
import { editorBody, editorGrid, sideColumn } from './editor.css';
import { NodePalette } from './NodePalette';
import { useAfterSave } from './use-after-save';
import { useAnnouncer } from './use-announcer';
import { useAutoLayout } from './use-auto-layout';
import { useEditorSelection } from './use-editor-selection';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useExportWhenSaved } from './use-export-when-saved';
import { useFocusShortcuts } from './use-focus-shortcuts';
import { useGraphActions } from './use-graph-actions';
import { usePublishCheck } from './use-publish-check';
import { WorkflowCanvas } from './WorkflowCanvas';
import { WorkflowOutline } from './WorkflowOutline';

export interface WorkflowEditorProps {
  workflow: ResourceRecord<'workflow'>;
  /** The draft's saved state and whether Publish may open, for the header. */
  children: (editor: { saveState: string; canPublish: boolean; goTo: (nodeId: string) => void; onRun: () => void }) => React.ReactNode;
}

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
 * A run started here, or pinned by 'Debug in editor', is shown on the canvas and beside it.
 * Each concern is a hook or a part of its own: selection, graph actions, shortcuts and clipboard,
 * auto layout, announcements, the run, the side panel and the dialogs.
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
  const isReadOnly = workflow.isReadOnly;
  const canvasAreaId = useId();
  const editorBodyRef = useRef<HTMLDivElement>(null);
  const paletteRef = useRef<HTMLElement>(null);
  const canvasArea = () => document.getElementById(canvasAreaId);

  const check = usePublishCheck(wid, workflow.id, workflow.revision);
  const problems = check.data?.problems;
  const leaving = useLeaveGuard(editor.hasUnsavedChanges);
  const exportDraft = useExportWhenSaved(workflow, editor);
  const nodeIds = useMemo(() => graph.nodes.map((node) => node.id), [graph.nodes]);
  const editorRun = useEditorRun(wid, useAfterSave(editor), nodeIds);
  const [isRunDialogOpen, setRunDialogOpen] = useState(false);
  const [isShowingShortcuts, setShowingShortcuts] = useState(false);
  const { announcement, announce } = useAnnouncer();
  const selection = useEditorSelection(graph, canvasArea);
  const actions = useGraphActions({ editor, selection, announce, canvasArea, isReadOnly });
  const layout = useAutoLayout(editor, announce, isReadOnly);
  useEditorShortcuts({ body: editorBodyRef, editor, selection, announce, duplicate: actions.duplicate, showShortcuts: () => setShowingShortcuts(true), isReadOnly });
  useFocusShortcuts({ canvasArea, palette: () => paletteRef.current, selectedNodeIds: selection.selection.nodeIds });

  const saveState = saveStateText[editor.state];
  const canPublish = !isReadOnly && editor.state === 'saved' && problems !== undefined && problems.length === 0;
  const undo = () => {
    editor.undo();
    announce('Undone');
  };
  const redo = () => {
    editor.redo();
    announce('Redone');
  };

  return (
    <>
      {children({ saveState, canPublish, goTo: selection.focusNode, onRun: () => setRunDialogOpen(true) })}
      <div ref={editorBodyRef} className={editorBody}>
        <EditorToolbar
          graph={graph}
          selectedNode={selection.selectedNode}
          hasSelection={selection.selection.nodeIds.length > 0}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          isLayingOut={layout.isLayingOut}
          isReadOnly={isReadOnly}
          onUndo={undo}
          onRedo={redo}
          onAutoLayout={layout.autoLayout}
          onConnect={actions.connect}
          onDuplicate={actions.duplicate}
          onDelete={actions.requestDelete}
          onShowShortcuts={() => setShowingShortcuts(true)}
          onExport={exportDraft}
        />
        <div className={editorGrid}>
          <div className={sideColumn}>
            <NodePalette ref={paletteRef} onAdd={actions.addInView} isDisabled={isReadOnly} />
            <WorkflowOutline graph={graph} problems={problems} selectedNodeIds={selection.selection.nodeIds} onSelectionChange={(ids) => selection.select(ids)} />
          </div>
          <div id={canvasAreaId}>
            <WorkflowCanvas
              label="Workflow canvas"
              graph={graph}
              problems={problems}
              selection={selection.selection}
              onSelectionChange={selection.setSelection}
              onMove={(positions) => {
                editor.moveNodes(positions);
                announce(`Moved ${selection.nameOf(Object.keys(positions))}`);
              }}
              onConnect={actions.connect}
              refuseConnection={(connection) => canConnect(graph, connection)}
              onDropKind={actions.add}
              onDeleteRequest={actions.requestDelete}
              runStates={editorRun.runStates}
              isReadOnly={isReadOnly}
            />
          </div>
          <EditorSidePanel
            wid={wid}
            workflow={workflow}
            editor={editor}
            editorRun={editorRun}
            selectedNode={selection.selectedNode}
            problems={problems}
            isChecking={check.isValidating}
            onGoTo={selection.focusNode}
          />
        </div>
      </div>
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
      <EditorDialogs
        workflow={workflow}
        editor={editor}
        actions={actions}
        labelOf={selection.labelOf}
        leaving={leaving}
        isShowingShortcuts={isShowingShortcuts}
        onShowingShortcutsChange={setShowingShortcuts}
        editorRun={editorRun}
        isRunDialogOpen={isRunDialogOpen}
        onRunDialogOpenChange={setRunDialogOpen}
        draftProblemCount={problems?.length}
      />
    </>
  );
}
