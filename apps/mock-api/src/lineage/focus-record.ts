import { parseLineageNodeId, type ResourceKey } from '@agentdeck/api-client';
import { findTopic } from '../runs/broker';
import { workspaceRecords } from '../records/workspace-records';
import type { Store } from '../store/store';
import type { FoundNode } from './lineage-of-step';

/** The resources a node of each kind may be, tried in order. */
const candidates = {
  workflow: ['workflow'],
  retrieval: ['vectorRag', 'graphRag'],
  database: ['database'],
  knowledgeBase: ['knowledgeBase'],
  connector: ['connector'],
  tool: ['apiTool'],
  topic: ['messageBroker'],
  output: ['workflow'],
} as const satisfies Record<FoundNode['kind'], readonly ResourceKey[]>;

/** A record's display name, whichever field the resource names it by. */
const nameOf = (record: Record<string, unknown>): string => String(record.name ?? record.guardrailName ?? record.id);

/**
 * The workspace record a node id names, as a node no run has used yet (the graph as of before
 * its first run): undefined when the workspace has no such record.
 */
export function focusRecord(store: Store, workspaceId: string, id: string): FoundNode | undefined {
  const parsed = parseLineageNodeId(id);
  if (!parsed) return undefined;
  const { kind, key } = parsed;
  const [owner = '', part] = key.split(/\/(.*)/s);
  if (kind === 'topic') {
    const found = part ? findTopic(workspaceRecords(store.records, workspaceId), { messageBrokerId: owner, topicId: part }) : undefined;
    return found && { id, kind, name: `${found.brokerName}: ${found.topic.title}`, resource: 'messageBroker', recordId: owner };
  }
  if (kind === 'tool' && part !== undefined) {
    const server = store.records.get(workspaceId, 'mcpServer', owner);
    return server && { id, kind, name: `${part} (${nameOf(server)})`, resource: 'mcpServer', recordId: owner };
  }
  if (kind === 'output') {
    const workflow = store.records.get(workspaceId, 'workflow', owner) as { draft?: { nodes?: { id: string; kind: string; label: string }[] } } | undefined;
    const node = workflow?.draft?.nodes?.find((each) => each.id === part && each.kind === 'output');
    return node && { id, kind, name: node.label, resource: 'workflow', recordId: owner };
  }
  for (const resource of candidates[kind]) {
    const record = store.records.get(workspaceId, resource, key);
    if (record) return { id, kind, name: nameOf(record), resource, recordId: key };
  }
  return undefined;
}
