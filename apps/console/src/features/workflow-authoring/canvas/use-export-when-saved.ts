import type { ResourceRecord } from '@agentdeck/api-client';
import { toast } from '@agentdeck/ui';
import { useEffect, useRef } from 'react';
import { useExportWorkflow } from '../../../entities/workflow-transfer';
import type { SaveState } from '../model/use-draft-autosave';

const exportWaitMessages = {
  conflict: 'The workflow was not exported: review the other save first, then export again.',
  error: 'The workflow was not exported: the draft could not be saved. Try again once it is saved.',
} as const;

interface DraftSaving {
  state: SaveState;
  /** Saves the draft now rather than after the autosave's delay. */
  saveNow: () => void;
}

/**
 * Export from the editor. The server exports the draft it stores, so changes not saved yet are
 * saved at once and the export waits for that save: the file holds what the member sees. A save
 * that cannot land (a conflict to review, a failure) exports nothing and says why.
 */
export function useExportWhenSaved(workflow: Pick<ResourceRecord<'workflow'>, 'id' | 'name'>, draft: DraftSaving) {
  const exportWorkflow = useExportWorkflow();
  // A ref, not state: asking changes the save state (saveNow), which is what the effect waits on.
  const isWaiting = useRef(false);
  const { state, saveNow } = draft;

  useEffect(() => {
    if (!isWaiting.current || state === 'saving' || state === 'unsaved') return;
    isWaiting.current = false;
    if (state === 'saved') void exportWorkflow(workflow);
    else toast.error(exportWaitMessages[state]);
  }, [exportWorkflow, state, workflow]);

  return () => {
    if (state === 'saved') return void exportWorkflow(workflow);
    if (state === 'conflict') return void toast.error(exportWaitMessages.conflict);
    isWaiting.current = true;
    if (state !== 'saving') saveNow();
  };
}
