import { lazy } from 'react';
import type { CreateInPlaceRegistry } from '../lib/create-in-place';

/** The create-in-place dialogs of the console, each loaded the first time a form opens one. */
export const createInPlace: CreateInPlaceRegistry = {
  vault: lazy(() => import('../features/vault/create-in-place')),
  variable: lazy(() => import('../features/variables/create-in-place')),
  llm: lazy(() => import('../features/llm/create-in-place')),
  slm: lazy(() => import('../features/slm/create-in-place')),
  embeddingModel: lazy(() => import('../features/embedding-models/create-in-place')),
  rerankingModel: lazy(() => import('../features/reranking-models/create-in-place')),
  promptTemplate: lazy(() => import('../features/prompt-templates/create-in-place')),
  mcpServer: lazy(() => import('../features/mcp-configurations/create-in-place')),
  apiTool: lazy(() => import('../features/api-configurations/create-in-place')),
  connector: lazy(() => import('../features/connectors/create-in-place')),
  guardrail: lazy(() => import('../features/guardrails/create-in-place')),
  knowledgeBase: lazy(() => import('../features/knowledge-bases/create-in-place')),
  messageBroker: lazy(() => import('../features/message-brokers/create-in-place')),
  database: lazy(() => import('../features/databases/create-in-place')),
  vectorRag: lazy(() => import('../features/vector-rag/create-in-place')),
  graphRag: lazy(() => import('../features/graph-rag/create-in-place')),
  workflowTag: lazy(() => import('../features/workflow-tags/create-in-place')),
};
