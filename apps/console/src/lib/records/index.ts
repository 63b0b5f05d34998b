export { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';
export {
  ReadOnlyNotice,
  RecordActions,
  recordActionsColumn,
  RecordName,
  RecordsToolbar,
  type RecordActionsProps,
} from './RecordParts';
export { useOpenCount, useRecordDialog } from './use-record-dialog';
export { reportSaveError } from './save-error';
export { RecordForm, type RecordFormProps } from './RecordForm';
