export {
  defineRecordFormCode,
  defineRecordScreen,
  recordFormTitle,
  type FormContextValue,
  type ListFilterDefinition,
  type RecordFieldsProps,
  type RecordFormBody,
  type RecordFormCode,
  type RecordFormDefinition,
  type RecordFormTexts,
  type RecordFormStep,
  type RecordOf,
  type RecordScreenDefinition,
  type RecordToasts,
  type RowActionDefinition,
} from './definition';
export { ResourceScreen } from './ResourceScreen';
export { ResourceForm, type ResourceFormProps } from './ResourceForm';
export { FormReferenceField, type FormReferenceFieldProps } from './FormReferenceField';
export { defineReference, type ReferenceDefinition } from './reference';
export { defineSelector, type SelectorDefinition } from './selector';
export { FormRecordSelector, type FormRecordSelectorProps } from './FormRecordSelector';
export type { RecordSurface } from './InlineSurface';
export { RowActions, rowActionsColumn, type RecordRowActions } from './RowActions';
export { DeleteRecordDialog, type DeleteRecordDialogProps } from './DeleteRecordDialog';
export { ReadOnlyNotice, RecordName, RecordsToolbar } from './RecordParts';
export { useHasOpened, useOpenCount, useRecordDialog } from './use-record-dialog';
export { reportSaveError } from './save-error';
export { RecordForm, type RecordFormProps, type RecordSurfaceProps } from './RecordForm';
export { RecordWizardForm, type RecordWizardFormProps } from './RecordWizardForm';
export { formInPlace } from './form-in-place';
export { recordSaver, type RecordSaveOptions, type RecordSaveToasts } from './save-record';
export { FormDrawerCard, type DrawerFormDefinition, type FormDrawerCardProps } from './FormDrawerCard';
export { FieldGroup } from './FieldGroup';
export { LoadingSurface, type LoadingSurfaceProps } from './LoadingSurface';
export { loadRecordFormCode } from './form-code';
