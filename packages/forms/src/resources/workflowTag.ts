import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  workflowTagColourRule,
  workflowTagDescriptionRule,
  workflowTagNameRule,
} from '@agentdeck/api-client/rules';
import { z } from 'zod';

/** The New / Edit Workflow Tag form (design section 1.4): name, colour, description. */
export const workflowTagFormSchema = z.object({
  name: workflowTagNameRule,
  colour: workflowTagColourRule,
  description: workflowTagDescriptionRule,
});

export type WorkflowTagFormValues = z.input<typeof workflowTagFormSchema>;

/** A new tag starts gray, the palette's neutral colour; a saved one shows its own. */
export function workflowTagFormValues(
  tag?: Pick<ResourceRecord<'workflowTag'>, 'name' | 'colour' | 'description'>,
): WorkflowTagFormValues {
  return { name: tag?.name ?? '', colour: tag?.colour ?? 'gray', description: tag?.description ?? '' };
}

/** The body of POST and PUT: the same three fields. */
export function workflowTagBody({ name, colour, description }: WorkflowTagFormValues): ResourceCreateBody<'workflowTag'> {
  return { name, colour, description };
}
