import { workflowTagBody, workflowTagFormSchema, workflowTagFormValues } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { WorkflowTagFields } from './components/WorkflowTagFields';

/** What the workflow tag form runs (design section 1.4): fetched when it first opens. */
export const workflowTagFormCode = defineRecordFormCode('workflowTag', {
  schema: workflowTagFormSchema,
  values: workflowTagFormValues,
  createBody: workflowTagBody,
  Fields: WorkflowTagFields,
});
