import type { ResourceCreateBody, ResourceRecord, ResourceUpdateBody } from '@agentdeck/api-client';
import { workflowDescriptionRule, workflowNameRule } from '@agentdeck/api-client/rules';
import { z } from 'zod';

/**
 * The New / Edit Workflow form of the registry (design section 1.1): name, description and tags.
 * The graph is drawn in the authoring page; a new workflow starts with the server's starter graph.
 */
export const workflowFormSchema = z.object({
  name: workflowNameRule,
  description: workflowDescriptionRule,
  tagIds: z.array(z.string()),
});

export type WorkflowFormValues = z.input<typeof workflowFormSchema>;

type Workflow = Pick<ResourceRecord<'workflow'>, 'name' | 'description' | 'tagIds'>;

/** A new workflow's empty fields, or a saved one's. */
export function workflowFormValues(workflow?: Workflow): WorkflowFormValues {
  return { name: workflow?.name ?? '', description: workflow?.description ?? '', tagIds: workflow?.tagIds ?? [] };
}

/** `POST /workflows`: name, description and tags; no draft, so the server gives the starter graph. */
export function workflowBody({ name, description, tagIds }: WorkflowFormValues): ResourceCreateBody<'workflow'> {
  return { name, description, tagIds };
}

/**
 * `PUT /workflows/{id}` from the registry: the fields with the stored draft (read whole, as the list
 * holds none) and the revision the list read, so a draft saved meanwhile (in the authoring page) is
 * refused with 409, never overwritten (design section 1.2).
 */
export function workflowUpdateBody(
  values: WorkflowFormValues,
  workflow: Pick<ResourceRecord<'workflow'>, 'draft' | 'revision'>,
): ResourceUpdateBody<'workflow'> {
  return { ...workflowBody(values), draft: workflow.draft, revision: workflow.revision };
}
