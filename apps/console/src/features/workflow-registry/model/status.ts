import type { RecordOf } from '../../../lib/records';

export const WORKFLOW_STATUSES = ['Draft only', 'Published', 'Draft ahead of version'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

/**
 * `draftChanged`: whether the draft differs from the latest version. The record does not carry it
 * yet (asked of the contract): without it a published workflow reads 'Published', since the list
 * has no version graphs to compare and a diff call per row would not scale to 1,000 rows.
 */
type Listed = Pick<RecordOf<'workflow'>, 'latestVersion'> & { draftChanged?: boolean };

/** Where a workflow stands: never published, published as it is, or with draft changes since its latest version. */
export function workflowStatus(workflow: Listed): WorkflowStatus {
  if (workflow.latestVersion === null) return 'Draft only';
  return workflow.draftChanged ? 'Draft ahead of version' : 'Published';
}
