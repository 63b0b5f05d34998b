import type { GraphChange, NodeKind, ReleaseType } from '@agentdeck/api-client';
import { higherReleaseType } from '@agentdeck/api-client/workflow';

export interface ChangeGroup {
  /** The node's id, or 'settings' for the workflow's own settings. */
  key: string;
  /** 'Claims triage (agent)', or 'Workflow settings'. */
  title: string;
  kind?: NodeKind;
  /** The highest type among the group's changes. */
  releaseType: ReleaseType;
  changes: GraphChange[];
}

/**
 * The changes of a diff grouped by the node they belong to (an edge's by its source), in the
 * order the diff first names each node, the workflow's settings last.
 */
export function groupChangesByNode(changes: readonly GraphChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const key = change.nodeId ?? 'settings';
    const title = change.nodeId === undefined ? 'Workflow settings' : `${change.label ?? change.nodeId}${change.kind ? ` (${change.kind})` : ''}`;
    const group = groups.get(key);
    if (group) {
      group.changes.push(change);
      group.releaseType = higherReleaseType(group.releaseType, change.releaseType);
    } else {
      groups.set(key, { key, title, ...(change.kind ? { kind: change.kind } : {}), releaseType: change.releaseType, changes: [change] });
    }
  }
  const settings = groups.get('settings');
  groups.delete('settings');
  return settings ? [...groups.values(), settings] : [...groups.values()];
}

/** A field's value as one line of text: ids and names as they are, lists joined, objects as JSON. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(describeValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
