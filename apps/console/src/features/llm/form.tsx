import { llmBody, llmConnectionFormSchema, llmFormValues } from '@agentdeck/forms';
import { providersContext, type ProvidersContext } from '../../entities/model-connection';
import { defineRecordFormCode } from '../../lib/records';
import { LlmFields } from './components/LlmFields';

/** What the LLM connection form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const llmFormCode = defineRecordFormCode('llm', {
  schema: llmConnectionFormSchema,
  values: llmFormValues,
  createBody: (values, context: ProvidersContext) => llmBody(values, context.providers),
  Fields: LlmFields,
  useContext: providersContext('llmProviders'),
});
