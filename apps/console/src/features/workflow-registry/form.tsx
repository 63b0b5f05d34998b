import { workflowBody, workflowFormSchema, workflowFormValues, workflowUpdateBody } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { WorkflowFields } from './components/WorkflowFields';

/** What the workflow form runs (design section 1.1): fetched when it first opens. */
export const workflowFormCode = defineRecordFormCode('workflow', {
  schema: workflowFormSchema,
  values: workflowFormValues,
  createBody: workflowBody,
  updateBody: (values, _context, workflow) => workflowUpdateBody(values, workflow),
  Fields: WorkflowFields,
});
