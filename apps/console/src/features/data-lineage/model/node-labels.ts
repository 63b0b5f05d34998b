import type { LineageEdgeKind, LineageNodeKind } from '@agentdeck/api-client';

export const NODE_KIND_LABELS: Record<LineageNodeKind, string> = {
  workflow: 'Workflow',
  retrieval: 'Retrieval',
  database: 'Database',
  knowledgeBase: 'Knowledge base',
  connector: 'Connector',
  tool: 'Tool',
  topic: 'Topic',
  output: 'Output',
};

export const EDGE_KIND_LABELS: Record<LineageEdgeKind, string> = { reads: 'reads', writes: 'writes', calls: 'calls' };

const counts = new Intl.NumberFormat('en');

/** '1 run', '1,204 runs'. */
export const formatRuns = (runs: number) => `${counts.format(runs)} ${runs === 1 ? 'run' : 'runs'}`;
