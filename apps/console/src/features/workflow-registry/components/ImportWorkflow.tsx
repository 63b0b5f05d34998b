import { Button, UploadIcon } from '@agentdeck/ui';
import { useState } from 'react';
import { IMPORT_WORKFLOW_TITLE, LazyImportWorkflowDialog } from '../../../entities/workflow-transfer';

/** 'Import Workflow' beside 'New Workflow', and the dialog it opens. */
export function ImportWorkflow() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={UploadIcon} onPress={() => setOpen(true)}>
        {IMPORT_WORKFLOW_TITLE}
      </Button>
      <LazyImportWorkflowDialog isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
