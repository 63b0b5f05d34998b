import { Button, UploadIcon } from '@agentdeck/ui';
import { lazy, Suspense, useState } from 'react';
import { LoadingSurface, useHasOpened, useOpenCount } from '../../../lib/records';

// The dialog (the contract's export schema, the preview) is fetched when it first opens.
const ImportWorkflowDialog = lazy(() => import('./ImportWorkflowDialog'));

/** The button's text and the dialog's title. */
const IMPORT_TITLE = 'Import Workflow';

/** 'Import Workflow' beside 'New Workflow', and the dialog it opens, afresh at each opening. */
export function ImportWorkflow() {
  const [isOpen, setOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const openCount = useOpenCount(isOpen);
  return (
    <>
      <Button variant="secondary" icon={UploadIcon} onPress={() => setOpen(true)}>
        {IMPORT_TITLE}
      </Button>
      {hasOpened && (
        <Suspense fallback={<LoadingSurface surface="dialog" isOpen={isOpen} onOpenChange={setOpen} title={IMPORT_TITLE} />}>
          <ImportWorkflowDialog key={openCount} title={IMPORT_TITLE} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
