import type { LineageEntry, NodeOfKind } from '@agentdeck/api-client';
import type { WorkspaceRecords } from '../../records/workspace-records';
import type { NodeContext, NodeOutcome } from '../node-context';
import { StepFailure } from '../step-failure';
import { unitOf } from '../text-hash';
import { fillTemplate } from '../values';

export interface Passage {
  id: string;
  text: string;
  score: number;
}

interface RetrievalConfig {
  topK?: number;
  databaseId?: string;
  database?: string;
  tableName?: string;
  nodeLabel?: string;
}

/**
 * Answers a retrieval from its configuration with passages that depend only on the retrieval and
 * the query (the mock API has no vector or graph store): `topK` of them, best first, each naming
 * the table or node label it would come from.
 */
export function retrieve(
  records: WorkspaceRecords,
  ragType: 'vector' | 'graph',
  ragId: string,
  query: string,
): { documents: Passage[]; topScore: number; reads: LineageEntry[]; name: string } {
  const rag = records.get(ragType === 'vector' ? 'vectorRag' : 'graphRag', ragId);
  if (!rag) throw new StepFailure(`The ${ragType} retrieval '${ragId}' is not in this workspace (deleted?)`);
  const name = rag.name as string;
  const retrieval = ((rag.configurations as { retrievals?: RetrievalConfig[] }).retrievals ?? [])[0] ?? {};
  const topK = Math.min(Math.max(retrieval.topK ?? 3, 1), 10);
  const source = retrieval.tableName ?? retrieval.nodeLabel ?? name;
  const start = 0.6 + 0.35 * unitOf(`${rag.id}\n${query}`);
  const documents = Array.from({ length: topK }, (_, index) => ({
    id: `${source}#${1 + Math.floor(unitOf(`${rag.id}\n${query}\n${index}`) * 9000)}`,
    text: `${name}, passage ${index + 1} from ${source}, on: ${query || 'the request'}`,
    score: Math.round((start - index * 0.07) * 1000) / 1000,
  }));
  const databaseId = retrieval.databaseId ?? retrieval.database;
  const database = databaseId ? records.get('database', databaseId) : undefined;
  const reads: LineageEntry[] = [
    { kind: 'retrieval', id: rag.id, name, resource: ragType === 'vector' ? 'vectorRag' : 'graphRag' },
    ...(databaseId ? [{ kind: 'database' as const, id: databaseId, name: (database?.name as string | undefined) ?? databaseId }] : []),
  ];
  return { documents, topScore: documents[0]?.score ?? 0, reads, name };
}

/** A retrieval node: its query filled from the run, answered from its configuration. */
export async function runRetrievalNode(node: NodeOfKind<'retrieval'>, context: NodeContext): Promise<NodeOutcome> {
  const query = fillTemplate(node.data.query, context.values);
  const { documents, topScore, reads } = retrieve(context.records, node.data.ragType, node.data.ragId, query);
  return { values: { documents, topScore }, output: { documents, topScore }, reads, attributes: { query } };
}
