import type { ResourceKey } from '@agentdeck/api-client';
import type { RecordRepository, StoredRecord } from './record-repository';

/**
 * One workspace's records, to read: what a run's node or a call's outbound request may look up
 * (a tool, a prompt template, a vault key's value), and nothing of another workspace.
 */
export interface WorkspaceRecords {
  get(resource: ResourceKey, id: string): StoredRecord | undefined;
  list(resource: ResourceKey): StoredRecord[];
  secret(resource: ResourceKey, id: string, field: string): string | undefined;
}

export const workspaceRecords = (records: RecordRepository, workspaceId: string): WorkspaceRecords => ({
  get: (resource, id) => records.get(workspaceId, resource, id),
  list: (resource) => records.list(workspaceId, resource),
  secret: (resource, id, field) => records.secret(workspaceId, resource, id, field),
});
