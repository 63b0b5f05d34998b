import { DownloadIcon, IconButton, Menu, MenuItem, MenuTrigger, MoreHorizontalIcon, UploadIcon } from '@agentdeck/ui';
import { useState } from 'react';
import { LazyImportWorkflowDialog, useOpenWorkflow } from '../../../entities/workflow-transfer';

interface WorkflowMenuProps {
  onExport: () => void;
}

/**
 * 'More actions': Export the workflow, or Import another as a new workflow (as the registry does),
 * which then opens; leaving with unsaved changes asks first. Read-only workflows may do both:
 * an import changes nothing here.
 */
export function WorkflowMenu({ onExport }: WorkflowMenuProps) {
  const [isImporting, setImporting] = useState(false);
  const openWorkflow = useOpenWorkflow();
  return (
    <>
      <MenuTrigger>
        <IconButton aria-label="More actions" icon={MoreHorizontalIcon} variant="secondary" size="sm" showTooltip />
        <Menu placement="bottom end" onAction={(key) => (key === 'export' ? onExport() : setImporting(true))}>
          <MenuItem id="export" icon={DownloadIcon}>
            Export
          </MenuItem>
          <MenuItem id="import" icon={UploadIcon}>
            Import…
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <LazyImportWorkflowDialog isOpen={isImporting} onOpenChange={setImporting} onImported={openWorkflow} />
    </>
  );
}
