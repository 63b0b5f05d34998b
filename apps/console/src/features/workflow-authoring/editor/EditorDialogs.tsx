import type { ResourceRecord } from '@agentdeck/api-client';
import { AlertDialog } from '@agentdeck/ui';
import type { useLeaveGuard } from '../model/use-leave-guard';
import type { useWorkflowEditor } from '../model/use-workflow-editor';
import { RunDialog } from '../run/LazyRun';
import type { useEditorRun } from '../run/use-editor-run';
import { ConflictReview } from './ConflictReview';
import { ShortcutsDialog } from './ShortcutsDialog';
import type { useGraphActions } from './use-graph-actions';

export interface EditorDialogsProps {
  workflow: ResourceRecord<'workflow'>;
  editor: ReturnType<typeof useWorkflowEditor>;
  actions: ReturnType<typeof useGraphActions>;
  labelOf: (nodeId: string) => string;
  leaving: ReturnType<typeof useLeaveGuard>;
  isShowingShortcuts: boolean;
  onShowingShortcutsChange: (isOpen: boolean) => void;
  editorRun: ReturnType<typeof useEditorRun>;
  isRunDialogOpen: boolean;
  onRunDialogOpenChange: (isOpen: boolean) => void;
  /** The publish check's problem count: the draft runs only without any. */
  draftProblemCount: number | undefined;
}

/**
 * The editor's dialogs: confirm deleting connected nodes, review a save that met another, leave
 * with unsaved changes, the shortcuts list, and Run.
 */
export function EditorDialogs({
  workflow,
  editor,
  actions,
  labelOf,
  leaving,
  isShowingShortcuts,
  onShowingShortcutsChange,
  editorRun,
  isRunDialogOpen,
  onRunDialogOpenChange,
  draftProblemCount,
}: EditorDialogsProps) {
  const { pendingDelete } = actions;
  return (
    <>
      <AlertDialog
        isOpen={pendingDelete !== undefined}
        onOpenChange={(isOpen) => !isOpen && actions.cancelDelete()}
        title={pendingDelete && pendingDelete.nodeIds.length === 1 ? `Delete ${labelOf(pendingDelete.nodeIds[0]!)}?` : `Delete ${pendingDelete?.nodeIds.length ?? 0} nodes?`}
        confirmLabel="Delete"
        variant="danger"
        onConfirm={actions.confirmDelete}
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
      <ShortcutsDialog isOpen={isShowingShortcuts} onOpenChange={onShowingShortcutsChange} />
      <RunDialog
        workflowId={workflow.id}
        isOpen={isRunDialogOpen}
        onOpenChange={onRunDialogOpenChange}
        draftProblemCount={draftProblemCount}
        start={editorRun.start}
        onStarted={editorRun.show}
      />
    </>
  );
}
