export { embeddingModelSelector, rerankingModelSelector } from './models';
export { apiToolSelector, mcpServerSelector } from './tools';
export { connectorSelector } from './connectors';
export { graphDatabaseSelector, knowledgeBaseSelector, vectorDatabaseSelector } from './knowledge';
export { guardrailSelector } from './guardrails';
export { graphRagSelector, promptTemplateSelector, vectorRagSelector } from './agent-parts';
export { workflowTagSelector } from './workflow-tags';
