import type { ResourceRecord } from '@agentdeck/api-client';
import { toast } from '@agentdeck/ui';
import { useExportWorkflow } from '../../../entities/workflow-transfer';
import { useAfterSave, type DraftSaving } from './use-after-save';

const exportWaitMessages = {
  conflict: 'The workflow was not exported: review the other save first, then export again.',
  error: 'The workflow was not exported: the draft could not be saved. Try again once it is saved.',
} as const;

/**
 * Export from the editor. The server exports the draft it stores, so the export waits for changes
 * not saved yet: the file holds what the member sees, or nothing is exported and a toast says why.
 */
export function useExportWhenSaved(workflow: Pick<ResourceRecord<'workflow'>, 'id' | 'name'>, draft: DraftSaving) {
  const exportWorkflow = useExportWorkflow();
  const afterSave = useAfterSave(draft);
  return () =>
    afterSave(
      () => void exportWorkflow(workflow),
      (reason) => toast.error(exportWaitMessages[reason]),
    );
}
