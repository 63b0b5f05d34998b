import { lineageNodeId, type LineageEdgeKind, type LineageEntry, type LineageNodeKind, type ResourceKey, type RunStep } from '@agentdeck/api-client';

/** The run a step belongs to, as lineage needs it. */
export interface LineageRun {
  id: string;
  workflowId: string;
  workflowName: string;
  startedAt: string;
}

export interface FoundNode {
  id: string;
  kind: LineageNodeKind;
  name: string;
  resource: ResourceKey;
  recordId: string;
}

export interface FoundEdge {
  source: string;
  target: string;
  kind: LineageEdgeKind;
}

/** An API tool endpoint as older records named it (`POST https://…`); they named an MCP tool `<tool> on <url>`. */
const API_CALL = /^[A-Z]+ \S+$/;

/** The graph node a recorded entry is: its typed id, kind and the record it belongs to. */
function nodeOfEntry(run: LineageRun, entry: LineageEntry): FoundNode {
  const { id, name } = entry;
  switch (entry.kind) {
    case 'retrieval':
      return { id: lineageNodeId('retrieval', id), kind: 'retrieval', name, resource: entry.resource ?? 'vectorRag', recordId: id };
    case 'database':
    case 'knowledgeBase':
    case 'connector':
      return { id: lineageNodeId(entry.kind, id), kind: entry.kind, name, resource: entry.kind, recordId: id };
    case 'topic':
      return { id: lineageNodeId('topic', id), kind: 'topic', name, resource: 'messageBroker', recordId: id.split('/')[0]! };
    case 'output':
      return { id: lineageNodeId('output', `${run.workflowId}/${id}`), kind: 'output', name, resource: 'workflow', recordId: run.workflowId };
    case 'tool':
    case 'endpoint': {
      const resource = entry.resource ?? (API_CALL.test(name) ? 'apiTool' : 'mcpServer');
      return { id: lineageNodeId('tool', id), kind: 'tool', name, resource, recordId: id.split('/')[0]! };
    }
  }
}

/**
 * What one step adds to the lineage graph: its workflow, the things it read, wrote and called, and
 * an edge to or from the workflow for each, in the direction the data flows.
 */
export function lineageOfStep(run: LineageRun, step: Pick<RunStep, 'reads' | 'writes'>): { nodes: FoundNode[]; edges: FoundEdge[] } {
  const reads = step.reads ?? [];
  const writes = step.writes ?? [];
  if (reads.length === 0 && writes.length === 0) return { nodes: [], edges: [] };
  const workflow: FoundNode = { id: lineageNodeId('workflow', run.workflowId), kind: 'workflow', name: run.workflowName, resource: 'workflow', recordId: run.workflowId };
  const nodes = [workflow];
  const edges: FoundEdge[] = [];
  for (const entry of reads) {
    const node = nodeOfEntry(run, entry);
    nodes.push(node);
    edges.push({ source: node.id, target: workflow.id, kind: 'reads' });
  }
  for (const entry of writes) {
    const node = nodeOfEntry(run, entry);
    nodes.push(node);
    edges.push({ source: workflow.id, target: node.id, kind: node.kind === 'tool' ? 'calls' : 'writes' });
  }
  return { nodes, edges };
}
