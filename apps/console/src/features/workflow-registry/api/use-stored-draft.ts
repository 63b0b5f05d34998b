import type { ResourceListItem, ResourceRecord } from '@agentdeck/api-client';
import { useWorkflow } from '@agentdeck/api-client/hooks';
import type { FormContextValue } from '../../../lib/records';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

/**
 * The draft an edit in the registry saves back unchanged: the list answers no draft graph (design
 * section 1.5), so the workflow being edited is read whole (`GET …/workflows/{id}`) as its form
 * opens, and the save button waits for the server's answer, not a cached copy that may be older.
 * Nothing is read for a new workflow.
 */
export function useStoredDraft(workflow: ResourceListItem<'workflow'> | undefined): FormContextValue<ResourceRecord<'workflow'> | undefined> {
  const { id: wid } = useCurrentWorkspace();
  const { data, isValidating } = useWorkflow(workflow ? { params: { wid, id: workflow.id } } : null, { revalidateOnMount: true });
  return { value: data, isLoading: isValidating };
}
