export { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';
export {
  ReadOnlyNotice,
  RecordActions,
  recordActionsColumn,
  RecordName,
  RecordsToolbar,
  type RecordActionsProps,
} from './RecordParts';
export {
  RecordListPage,
  type ListedRecord,
  type RecordEditor,
  type RecordList,
  type RecordListPageProps,
  type RecordRowActions,
} from './RecordListPage';
export { useOpenCount, useRecordDialog } from './use-record-dialog';
export { reportSaveError } from './save-error';
export { RecordForm, type RecordFormProps } from './RecordForm';
export { recordSaver, type RecordSaveOptions, type RecordSaveToasts } from './save-record';
