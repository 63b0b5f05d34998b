export {
  defineRecordScreen,
  type FormContextValue,
  type ListFilterDefinition,
  type RecordFieldsProps,
  type RecordFormDefinition,
  type RecordOf,
  type RecordScreenDefinition,
  type RecordToasts,
  type RowActionDefinition,
} from './definition';
export { ResourceScreen } from './ResourceScreen';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { FormReferenceField, type FormReferenceFieldProps } from './FormReferenceField';
export { defineReference, type ReferenceDefinition } from './reference';
export { RowActions, rowActionsColumn, type RecordRowActions } from './RowActions';
export { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';
export { ReadOnlyNotice, RecordName, RecordsToolbar } from './RecordParts';
export { useOpenCount, useRecordDialog } from './use-record-dialog';
export { reportSaveError } from './save-error';
export { RecordForm, type RecordFormProps } from './RecordForm';
export { recordSaver, type RecordSaveOptions, type RecordSaveToasts } from './save-record';
