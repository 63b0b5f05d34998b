export { IMPORT_WORKFLOW_TITLE, LazyImportWorkflowDialog, type LazyImportWorkflowDialogProps } from './LazyImportWorkflowDialog';
export { useExportWorkflow } from './use-export-workflow';
export { useOpenWorkflow } from './use-open-workflow';
