import { WORKFLOW_TAG_COLOUR_LABELS } from '@agentdeck/api-client/workflow';
import { defineSelector } from '../../lib/records';

/**
 * The tags of a workflow (design section 1.4), chosen in the New / Edit Workflow drawer: several,
 * searched by name, each read with its colour's name; 'New Workflow Tag' creates one in place.
 */
export const workflowTagSelector = defineSelector({
  resource: 'workflowTag',
  kind: 'Workflow Tags',
  itemKind: 'Workflow Tag',
  title: 'Workflow Tags',
  cardTitle: 'Tags',
  addLabel: 'Add Tags',
  emptyText: "No tag has been added. Please use 'Add Tags' to group this workflow with others.",
  nameOf: (tag) => tag.name,
  descriptionOf: (tag) => [WORKFLOW_TAG_COLOUR_LABELS[tag.colour], tag.description].filter(Boolean).join(' · '),
  modalTexts: { newLabel: 'New Workflow Tag', confirmLabel: 'Add Tags', search: 'Search workflow tags' },
});
