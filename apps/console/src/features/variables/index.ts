export { VariablesPage } from './components/VariablesPage';
export { NewVariableDialog, VariableForm, type VariableFormProps } from './components/VariableForm';
export type { Variable } from './api/use-variables';
