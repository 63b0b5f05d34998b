import type { GRAPH_RAG_TYPES } from '@agentdeck/api-client/rules';

/** The graph RAG types as the list and the form's type field name them. */
export const GRAPH_RAG_TYPE_LABELS: Record<(typeof GRAPH_RAG_TYPES)[number], string> = {
  standard: 'Standard',
  corrective: 'Corrective',
  'knowledge-graph': 'Knowledge Graph',
};
