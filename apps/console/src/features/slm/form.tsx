import { slmBody, slmConnectionFormSchema, slmFormValues } from '@agentdeck/forms';
import { providersContext, type ProvidersContext } from '../../entities/model-connection';
import { defineRecordFormCode } from '../../lib/records';
import { SlmFields } from './components/SlmFields';

/** What the SLM connection form runs (spec 001 sections 2 to 5): fetched when it first opens. */
export const slmFormCode = defineRecordFormCode('slm', {
  schema: slmConnectionFormSchema,
  values: slmFormValues,
  createBody: (values, context: ProvidersContext) => slmBody(values, context.providers),
  Fields: SlmFields,
  useContext: providersContext('slmProviders'),
});
