import { lazy, Suspense } from 'react';
import { LoadingSurface } from '../../lib/records/LoadingSurface';
import { useHasOpened, useOpenCount } from '../../lib/records/use-record-dialog';
import type { ImportWorkflowDialogProps } from './ImportWorkflowDialog';

// The dialog (the contract's export schema, the preview) is fetched when it first opens.
const ImportWorkflowDialog = lazy(() => import('./ImportWorkflowDialog'));

/** The dialog's title, and the text of the registry's button that opens it. */
export const IMPORT_WORKFLOW_TITLE = 'Import Workflow';

export type LazyImportWorkflowDialogProps = Omit<ImportWorkflowDialogProps, 'title'>;

/** The import dialog, loaded when it first opens and afresh at each opening. */
export function LazyImportWorkflowDialog({ isOpen, onOpenChange, onImported }: LazyImportWorkflowDialogProps) {
  const hasOpened = useHasOpened(isOpen);
  const openCount = useOpenCount(isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={<LoadingSurface surface="dialog" isOpen={isOpen} onOpenChange={onOpenChange} title={IMPORT_WORKFLOW_TITLE} />}>
      <ImportWorkflowDialog key={openCount} title={IMPORT_WORKFLOW_TITLE} isOpen={isOpen} onOpenChange={onOpenChange} onImported={onImported} />
    </Suspense>
  );
}
