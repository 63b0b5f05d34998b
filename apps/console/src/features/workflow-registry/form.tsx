import { workflowBody, workflowFormSchema, workflowFormValues, workflowUpdateBody } from '@agentdeck/forms';
import { defineRecordFormCode } from '../../lib/records';
import { useStoredDraft } from './api/use-stored-draft';
import { WorkflowFields } from './components/WorkflowFields';

/** What the workflow form runs (design section 1.1): fetched when it first opens. */
export const workflowFormCode = defineRecordFormCode('workflow', {
  schema: workflowFormSchema,
  values: workflowFormValues,
  createBody: workflowBody,
  // The stored draft goes back as it is; the revision is the one the list showed, so a save made
  // since the row was read (a draft or a rename elsewhere) is refused with 409, never overwritten.
  updateBody: (values, stored, workflow) => {
    if (!stored) throw new Error(`The workflow '${workflow.name}' could not be read`);
    return workflowUpdateBody(values, { draft: stored.draft, revision: workflow.revision });
  },
  useContext: useStoredDraft,
  Fields: WorkflowFields,
});
