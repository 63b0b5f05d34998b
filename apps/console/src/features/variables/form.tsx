import { variableBody, variableFormSchema, variableFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { VariableFields } from './components/VariableFields';

/** What the variable form runs (spec 000 sections 3 and 4.5): fetched when it first opens. */
export const variableFormCode = defineRecordFormCode('variable', {
  schema: variableFormSchema,
  values: variableFormValues,
  createBody: variableBody,
  Fields: VariableFields,
});
