import type { learningOwnerSchema, listedLearningRecordSchema } from '@agentdeck/api-client';
import type { z } from 'zod';

export type LearningRecord = z.infer<typeof listedLearningRecordSchema>;
export type LearningOwner = z.infer<typeof learningOwnerSchema>;

/** The picker's first option: no filter, the whole workspace. */
export const ALL_OWNERS = '__all__';

export interface OwnerOption {
  /** The agent's or workflow's id: the records' `workflowId`, the page's `?workflowId=`. */
  id: string;
  label: string;
}

/** How an owner reads, in its row and in the picker: an agent by its name, a workflow marked as one. */
export const ownerLabel = (owner: LearningOwner) => (owner.kind === 'workflow' ? `${owner.name} (workflow)` : owner.name);

/**
 * The owners to filter by, sorted by name: every agent of the workspace (even one without
 * feedback yet, as 'View learnings' may open it), every other owner of a record (a workflow), and
 * the one in the address when neither knows it, by its id. 'All agents and workflows' comes first.
 */
export function ownerOptions(
  records: readonly LearningRecord[],
  agents: ReadonlyArray<{ id: string; name: string }>,
  selected: string | undefined,
  allLabel: string,
): OwnerOption[] {
  const labels = new Map<string, string>(agents.map((agent) => [agent.id, agent.name]));
  for (const record of records) if (!labels.has(record.workflowId)) labels.set(record.workflowId, ownerLabel(record.owner));
  if (selected && !labels.has(selected)) labels.set(selected, selected);
  const byName = [...labels].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base', numeric: true }));
  return [{ id: ALL_OWNERS, label: allLabel }, ...byName];
}
