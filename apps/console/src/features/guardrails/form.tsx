import { guardrailBody, guardrailFormSchema, guardrailFormValues, type GuardrailFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { GuardrailFields } from './components/GuardrailFields';

/** What the guardrail form runs (spec 002 sections 3 to 5): fetched when it first opens. */
export const guardrailFormCode = defineRecordFormCode('guardrail', {
  schema: guardrailFormSchema,
  values: (guardrail) => guardrailFormValues(guardrail) as GuardrailFormValues,
  createBody: guardrailBody,
  Fields: GuardrailFields,
});
