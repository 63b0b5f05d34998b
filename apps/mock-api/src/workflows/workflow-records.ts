import { starterGraph, type ResourceCreateBody, type ResourceRecord, type WorkflowGraph } from '@agentdeck/api-client';
import { diffGraphs } from '@agentdeck/api-client/workflow';
import { HttpError } from '../middleware/errors';
import { insertRecord, replaceRecord } from '../store/records';
import type { Store, StoredRecord } from '../store/store';

export type WorkflowRecord = ResourceRecord<'workflow'> & StoredRecord;

/** 400 naming each tag id that is not a workflow tag of the workspace. */
export function assertTagsExist(store: Store, wid: string, tagIds: readonly string[]): void {
  const errors = tagIds.flatMap((id, index) =>
    store.records.get(wid, 'workflowTag', id) ? [] : [`tagIds.${index}: The workflow tag '${id}' is not in this workspace`],
  );
  if (errors.length > 0) throw new HttpError(400, 'Validation failed', errors);
}

/** A new workflow: its draft (the starter graph unless given) at revision 0, nothing published. */
export function insertWorkflow(
  store: Store,
  wid: string,
  body: ResourceCreateBody<'workflow'>,
  meta: { id: string; at: string; isReadOnly?: boolean },
): WorkflowRecord {
  const draft = body.draft ?? starterGraph();
  const fields = { ...body, tagIds: body.tagIds ?? [], draft, revision: 0, latestVersion: null, draftChanged: false };
  return insertRecord(store, wid, 'workflow', fields, meta) as WorkflowRecord;
}

/**
 * Refuses a save or publish that started from an older revision of the draft than the stored one
 * (design section 1.2): 409 with the stored workflow, so the editor can show both sides.
 */
export function assertCurrentRevision(workflow: WorkflowRecord, revision: number): void {
  if (revision === workflow.revision) return;
  throw new HttpError(
    409,
    'This workflow was changed by someone else',
    [`revision: The draft is at revision ${workflow.revision}, not ${revision}`],
    { current: workflow },
  );
}

/** Saves a workflow whose draft may have changed: every save is a new revision. */
export function saveDraft(
  store: Store,
  wid: string,
  workflow: WorkflowRecord,
  changes: Partial<Pick<WorkflowRecord, 'name' | 'description' | 'tagIds'>> & { draft: WorkflowGraph },
  at: string,
): WorkflowRecord {
  const latest = workflow.latestVersion === null ? undefined : store.versions.get(wid, workflow.id, workflow.latestVersion);
  const draftChanged = latest !== undefined && diffGraphs(latest.graph, changes.draft).length > 0;
  return replaceRecord(store, wid, 'workflow', workflow, { ...changes, revision: workflow.revision + 1, draftChanged }, at) as WorkflowRecord;
}

/**
 * Takes a deleted tag off every workflow of the workspace carrying it. The draft is untouched,
 * so the revision stays: a save still holding the tag is refused for naming a missing tag.
 */
export function untagWorkflows(store: Store, wid: string, tagId: string, at: string): void {
  for (const workflow of store.records.list(wid, 'workflow') as WorkflowRecord[]) {
    if (!workflow.tagIds.includes(tagId)) continue;
    replaceRecord(store, wid, 'workflow', workflow, { tagIds: workflow.tagIds.filter((id) => id !== tagId) }, at);
  }
}
