export {
  Description,
  FieldError,
  FieldHelp,
  Label,
  type FieldErrorMessage,
  type FieldTextProps,
  type LabelProps,
} from './Field';
export {
  ChoiceGroupParts,
  ChoiceHelp,
  ChoiceLabelText,
  type ChoiceGroupPartsProps,
  type ChoiceTextProps,
} from './Choice';
export * as fieldStyles from './field.css';
