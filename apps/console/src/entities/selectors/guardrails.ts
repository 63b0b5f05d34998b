import { GUARDRAIL_CRITERIA, GUARDRAIL_CRITERIA_LABELS } from '@agentdeck/api-client/rules';
import { defineSelector } from '../../lib/records';

/**
 * The guardrails dialog of the agent editor (spec 002 sections 2 and 4): a Pre/Post toggle,
 * search, several chosen, 'New Guardrail' opening the form in place (Cancel returns to the list),
 * 'Add Guardrails'; the read-only defaults show no Edit.
 */
export const guardrailSelector = defineSelector({
  resource: 'guardrail',
  kind: 'Guardrails',
  itemKind: 'Guardrails',
  title: 'Guardrails',
  cardTitle: 'Guardrails',
  addLabel: 'Add Guardrails',
  emptyText: "No guardrail has been added. Please use 'Add Guardrails' to check what the agent reads and writes.",
  nameOf: (guardrail) => guardrail.guardrailName,
  descriptionOf: (guardrail) => guardrail.description ?? guardrail.category,
  modalTexts: { newLabel: 'New Guardrail', confirmLabel: 'Add Guardrails' },
  toggle: {
    label: 'Guardrail criteria',
    options: GUARDRAIL_CRITERIA.map((criterion) => ({ id: criterion, label: GUARDRAIL_CRITERIA_LABELS[criterion] })),
    matches: (guardrail, criterion) => guardrail.criteria.some((entry) => entry === criterion),
  },
});
