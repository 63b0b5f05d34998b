import { promptTemplateBody, promptTemplateFormSchema, promptTemplateFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { PromptTemplateFields, usePromptFormContext, type PromptFormContext } from './components/PromptTemplateFields';

/** What the prompt template form runs (spec 000 sections 4.3 and 6): fetched when it first opens. */
export const promptTemplateFormCode = defineRecordFormCode('promptTemplate', {
  schema: promptTemplateFormSchema,
  values: promptTemplateFormValues,
  createBody: (values, context: PromptFormContext) => promptTemplateBody(values, context.knownNames),
  Fields: PromptTemplateFields,
  useContext: usePromptFormContext,
});
