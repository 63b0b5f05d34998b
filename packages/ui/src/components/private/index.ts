export {
  Description,
  FieldError,
  FieldHelp,
  Label,
  type FieldErrorMessage,
  type FieldTextProps,
  type LabelProps,
} from './Field';
export * as fieldStyles from './field.css';
