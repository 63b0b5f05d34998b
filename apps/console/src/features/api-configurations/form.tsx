import { apiToolBody, apiToolFormSchema, apiToolFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { useVerifyApi } from './api/use-verify-api';
import { ApiToolFields } from './components/ApiToolFields';

/** What the API tool form runs, verified before each save (spec 001 sections 2 to 5): fetched when it first opens. */
export const apiToolFormCode = defineRecordFormCode('apiTool', {
  schema: apiToolFormSchema,
  values: apiToolFormValues,
  createBody: apiToolBody,
  useVerify: useVerifyApi,
  Fields: ApiToolFields,
});
