import { defineRoute, type OperationRoute } from './operation';

/**
 * Where every call of the contract goes: method, path, service and flags, without any schema.
 * This is the one place paths are written: `contract.ts` adds the zod schemas to these routes
 * and the resource definitions take their path from `resourcePaths`. The client and the SWR
 * hooks read only this file, so a page that talks to the API (the sign-in page does) does not
 * load zod and every schema of the contract.
 */
export const operationRoutes = {
  'auth.login': defineRoute({ method: 'POST', path: '/auth/login', auth: false }),
  'auth.logout': defineRoute({ method: 'POST', path: '/auth/logout' }),
  'auth.me': defineRoute({ method: 'GET', path: '/auth/me' }),
  'workspaces.list': defineRoute({ method: 'GET', path: '/workspaces' }),
  'workspaces.find': defineRoute({ method: 'POST', path: '/workspaces/find' }),
  'platform.config': defineRoute({ method: 'GET', path: '/platform/config' }),
  'platform.usage': defineRoute({ method: 'POST', path: '/platform/usage' }),
  'usage.workspace': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/usage',
    workspace: true,
  }),
  'configurations.list': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/configurations',
    workspace: true,
  }),
  'configurations.save': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/configurations',
    workspace: true,
  }),
  'activities.list': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/activities',
    workspace: true,
  }),
  'learnings.list': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/learnings',
    workspace: true,
  }),
  'feedbackKeys.get': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/feedback-keys/:workflowId',
    workspace: true,
  }),
  'feedbackKeys.issue': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/feedback-keys/:workflowId',
    workspace: true,
  }),
  'records.usedBy': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/used-by',
    workspace: true,
  }),
  'promptTemplate.intellisense': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/prompt-template/intellisense',
    workspace: true,
  }),
  'promptTemplate.enhance': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/prompt-template/enhance',
    workspace: true,
  }),
  // Scoped by the x-workspace-id header alone: the authorization's vault keys are the workspace's.
  'apiTool.check': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/tools/api-check',
    workspace: true,
  }),
  'workflows.get': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/workflows/:id',
    workspace: true,
  }),
  'workflows.versions': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/workflows/:id/versions',
    workspace: true,
  }),
  'workflows.publish': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/workflows/:id/versions',
    workspace: true,
  }),
  'workflows.version': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/workflows/:id/versions/:version',
    workspace: true,
  }),
  'workflows.restore': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/workflows/:id/versions/:version/restore',
    workspace: true,
  }),
  'workflows.diff': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/workflows/:id/diff',
    workspace: true,
  }),
  'workflows.check': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/workflows/:id/check',
    workspace: true,
  }),
  'workflows.export': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/workflows/:id/export',
    workspace: true,
  }),
  'workflows.import': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/workflows/import',
    workspace: true,
  }),
  // Environments, promotion and canary (design section 1.6).
  'environments.list': defineRoute({ method: 'GET', path: '/workspaces/:wid/workflows/:id/environments', workspace: true }),
  'environments.create': defineRoute({ method: 'POST', path: '/workspaces/:wid/workflows/:id/environments', workspace: true }),
  'environments.move': defineRoute({ method: 'PUT', path: '/workspaces/:wid/workflows/:id/environments/:name', workspace: true }),
  'environments.delete': defineRoute({ method: 'DELETE', path: '/workspaces/:wid/workflows/:id/environments/:name', workspace: true }),
  'environments.history': defineRoute({ method: 'GET', path: '/workspaces/:wid/workflows/:id/environments/:name/history', workspace: true }),
  'runs.start': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/workflows/:id/runs',
    workspace: true,
  }),
  'runs.list': defineRoute({ method: 'GET', path: '/workspaces/:wid/runs', workspace: true }),
  // Before `runs.get`: a server matching in this order must not read 'summary' as a run's id.
  'runs.summary': defineRoute({ method: 'GET', path: '/workspaces/:wid/runs/summary', workspace: true }),
  // Before `runs.get` too, for the same reason.
  'runs.compare': defineRoute({ method: 'GET', path: '/workspaces/:wid/runs/compare', workspace: true }),
  'runs.get': defineRoute({ method: 'GET', path: '/workspaces/:wid/runs/:runId', workspace: true }),
  'runs.events': defineRoute({ method: 'GET', path: '/workspaces/:wid/runs/:runId/events', workspace: true }),
  'runs.cancel': defineRoute({ method: 'POST', path: '/workspaces/:wid/runs/:runId/cancel', workspace: true }),
  'runs.resume': defineRoute({ method: 'POST', path: '/workspaces/:wid/runs/:runId/resume', workspace: true }),
  // Re-run, compare and re-run many (design section 2.1c).
  'runs.replay': defineRoute({ method: 'POST', path: '/workspaces/:wid/runs/:runId/replay', workspace: true }),
  'runBatches.create': defineRoute({ method: 'POST', path: '/workspaces/:wid/run-batches', workspace: true }),
  'runBatches.get': defineRoute({ method: 'GET', path: '/workspaces/:wid/run-batches/:id', workspace: true }),
  'logs.list': defineRoute({ method: 'GET', path: '/workspaces/:wid/logs', workspace: true }),
  // Before `logs.context`'s sibling paths: a server matching in this order must not read 'stream' as a line's id.
  'logs.stream': defineRoute({ method: 'GET', path: '/workspaces/:wid/logs/stream', workspace: true }),
  'logs.context': defineRoute({ method: 'GET', path: '/workspaces/:wid/logs/:id/context', workspace: true }),
  'metrics.workspace': defineRoute({ method: 'POST', path: '/workspaces/:wid/metrics', workspace: true }),
  'lineage.graph': defineRoute({ method: 'GET', path: '/workspaces/:wid/lineage', workspace: true }),
  // Testing studio (design section 3.5): datasets with their items and versions, experiments and their gate.
  'datasets.list': defineRoute({ method: 'GET', path: '/workspaces/:wid/datasets', workspace: true }),
  'datasets.create': defineRoute({ method: 'POST', path: '/workspaces/:wid/datasets', workspace: true }),
  'datasets.update': defineRoute({ method: 'PUT', path: '/workspaces/:wid/datasets/:id', workspace: true }),
  'datasets.delete': defineRoute({ method: 'DELETE', path: '/workspaces/:wid/datasets/:id', workspace: true }),
  'datasets.items': defineRoute({ method: 'GET', path: '/workspaces/:wid/datasets/:id/items', workspace: true }),
  'datasets.addItems': defineRoute({ method: 'POST', path: '/workspaces/:wid/datasets/:id/items', workspace: true }),
  'datasets.updateItem': defineRoute({ method: 'PUT', path: '/workspaces/:wid/datasets/:id/items/:itemId', workspace: true }),
  'datasets.deleteItem': defineRoute({ method: 'DELETE', path: '/workspaces/:wid/datasets/:id/items/:itemId', workspace: true }),
  'datasets.versions': defineRoute({ method: 'GET', path: '/workspaces/:wid/datasets/:id/versions', workspace: true }),
  'datasets.import': defineRoute({ method: 'POST', path: '/workspaces/:wid/datasets/:id/import', workspace: true }),
  'experiments.list': defineRoute({ method: 'GET', path: '/workspaces/:wid/experiments', workspace: true }),
  'experiments.create': defineRoute({ method: 'POST', path: '/workspaces/:wid/experiments', workspace: true }),
  'experiments.get': defineRoute({ method: 'GET', path: '/workspaces/:wid/experiments/:id', workspace: true }),
  'experiments.gate': defineRoute({ method: 'GET', path: '/workspaces/:wid/experiments/:id/gate', workspace: true }),
  'brokerMessages.publish': defineRoute({
    method: 'POST',
    path: '/workspaces/:wid/message-queues/:id/messages',
    workspace: true,
  }),
  'brokerMessages.list': defineRoute({
    method: 'GET',
    path: '/workspaces/:wid/message-queues/:id/messages',
    workspace: true,
  }),
  'chatbot.mcpTools': defineRoute({
    method: 'POST',
    path: '/mcp/tools',
    service: 'chatbot',
    workspace: true,
  }),
  'chatbot.feedback': defineRoute({
    method: 'POST',
    path: '/feedback/:workflowId',
    service: 'chatbot',
    auth: false,
  }),
} as const satisfies Record<string, OperationRoute>;

export type OperationRoutes = typeof operationRoutes;
export type OperationName = keyof OperationRoutes;

/** The 21 workspace resources and their path below `/workspaces/{wid}/`. */
export const resourcePaths = {
  llm: 'llm',
  slm: 'slm',
  speechToSpeechModel: 'speech-to-speech-model',
  embeddingModel: 'embedding-model',
  rerankingModel: 'reranking-model',
  vault: 'key-vault',
  variable: 'variable',
  promptTemplate: 'prompt-template',
  database: 'databases',
  mcpServer: 'tools/mcp',
  apiTool: 'tools/api',
  vectorRag: 'tools/rag',
  graphRag: 'tools/graph-rag',
  agent: 'agent',
  connector: 'connectors',
  webhook: 'webhooks',
  messageBroker: 'message-queues',
  guardrail: 'guardrails',
  knowledgeBase: 'knowledge-bases',
  workflow: 'workflows',
  workflowTag: 'workflow-tags',
} as const;

export type ResourceKey = keyof typeof resourcePaths;

/** A record of each resource as a sentence names it ('the vault key', '2 agents': the plural adds an 's'). */
export const resourceNouns: Record<ResourceKey, string> = {
  llm: 'LLM',
  slm: 'SLM',
  speechToSpeechModel: 'STS model',
  embeddingModel: 'embedding model',
  rerankingModel: 're-ranking model',
  vault: 'vault key',
  variable: 'variable',
  promptTemplate: 'prompt template',
  database: 'database',
  mcpServer: 'MCP server',
  apiTool: 'API tool',
  vectorRag: 'vector RAG',
  graphRag: 'graph RAG',
  agent: 'agent',
  connector: 'connector',
  webhook: 'webhook',
  messageBroker: 'message broker',
  guardrail: 'guardrail',
  knowledgeBase: 'knowledge base',
  workflow: 'workflow',
  workflowTag: 'workflow tag',
};
export const resourceKeys = Object.keys(resourcePaths) as ResourceKey[];
export type ResourceVerb = 'list' | 'create' | 'update' | 'delete';

/** The routes of a resource's list, create, update and delete. */
export function resourceRoutes(key: ResourceKey): Record<ResourceVerb, OperationRoute> {
  const base = `/workspaces/:wid/${resourcePaths[key]}`;
  const common = { service: 'api', auth: true, workspace: true } as const;
  return {
    list: { ...common, method: 'GET', path: base },
    create: { ...common, method: 'POST', path: base },
    update: { ...common, method: 'PUT', path: `${base}/:id` },
    delete: { ...common, method: 'DELETE', path: `${base}/:id` },
  };
}
