import { resourceHooks } from '@agentdeck/api-client/hooks';
import { useMemo } from 'react';
import type { RecordOf } from '../../lib/records';

/** The workspace's workflow tags by id, to show a workflow's `tagIds`; empty while they load. */
export function useWorkflowTagsById(wid: string): ReadonlyMap<string, RecordOf<'workflowTag'>> {
  const { data } = resourceHooks.workflowTag.useList(wid);
  return useMemo(() => new Map((data ?? []).map((tag) => [tag.id, tag])), [data]);
}

/** The tags of a workflow that still exist, in the workflow's order: an id of a deleted tag is skipped. */
export function tagsOf(tagIds: readonly string[], byId: ReadonlyMap<string, RecordOf<'workflowTag'>>) {
  return tagIds.flatMap((id) => {
    const tag = byId.get(id);
    return tag ? [tag] : [];
  });
}
