import { z } from 'zod';
import type { ResourceDefinition } from './resource';
import { activitySchema, RECENT_ACTIVITY_LIMIT } from './schemas/activity';
import { agentResource } from './schemas/agent';
import { chatbotOperations } from './schemas/chatbot-operations';
import { connectorResource } from './schemas/connector';
import { databaseResource } from './schemas/database';
import { guardrailResource } from './schemas/guardrail';
import {
  configurationSchema,
  findWorkspaceBodySchema,
  loginBodySchema,
  loginResponseSchema,
  userSchema,
  workspaceSchema,
} from './schemas/identity';
import { knowledgeBaseResource } from './schemas/knowledge-base';
import { messageBrokerResource } from './schemas/message-broker';
import {
  embeddingModelResource,
  llmResource,
  rerankingModelResource,
  slmResource,
  stsResource,
} from './schemas/models';
import { platformConfigSchema } from './schemas/platform';
import {
  enhancePromptBodySchema,
  enhancePromptResponseSchema,
  intellisenseBodySchema,
  intellisenseSchema,
  promptTemplateResource,
} from './schemas/prompt-template';
import { graphRagResource, vectorRagResource } from './schemas/rag';
import { apiToolResource, mcpServerResource } from './schemas/tools';
import {
  platformUsageBodySchema,
  platformUsageResponseSchema,
  usageBodySchema,
  usageResponseSchema,
} from './schemas/usage';
import { vaultResource } from './schemas/vault';
import { variableResource } from './schemas/variable';
import { webhookResource } from './schemas/webhook';
import { defineOperation, type Operation } from './operation';

/** The 19 workspace resources, each served with list, create, update and delete. */
export const resources = {
  llm: llmResource,
  slm: slmResource,
  speechToSpeechModel: stsResource,
  embeddingModel: embeddingModelResource,
  rerankingModel: rerankingModelResource,
  vault: vaultResource,
  variable: variableResource,
  promptTemplate: promptTemplateResource,
  database: databaseResource,
  mcpServer: mcpServerResource,
  apiTool: apiToolResource,
  vectorRag: vectorRagResource,
  graphRag: graphRagResource,
  agent: agentResource,
  connector: connectorResource,
  webhook: webhookResource,
  messageBroker: messageBrokerResource,
  guardrail: guardrailResource,
  knowledgeBase: knowledgeBaseResource,
} as const satisfies Record<string, ResourceDefinition>;

export type Resources = typeof resources;
export type ResourceKey = keyof Resources;
export const resourceKeys = Object.keys(resources) as ResourceKey[];
export type ResourceRecord<K extends ResourceKey> = z.infer<Resources[K]['record']>;
export type ResourceCreateBody<K extends ResourceKey> = z.input<Resources[K]['create']>;
export type ResourceUpdateBody<K extends ResourceKey> = z.input<Resources[K]['update']>;

/** The four calls of a resource, as operations (for the server, OpenAPI and tests). */
export function resourceOperations(key: ResourceKey): Record<'list' | 'create' | 'update' | 'delete', Operation> {
  const r: ResourceDefinition = resources[key];
  const base = `/workspaces/:wid/${r.path}`;
  const common = { service: 'api', auth: true, workspace: true } as const;
  return {
    list: { ...common, method: 'GET', path: base, response: z.array(r.record), summary: `List ${r.label} records` },
    create: { ...common, method: 'POST', path: base, body: r.create, response: r.record, summary: `Create a ${r.label} record` },
    update: { ...common, method: 'PUT', path: `${base}/:id`, body: r.update, response: r.record, summary: `Update a ${r.label} record` },
    delete: {
      ...common,
      method: 'DELETE',
      path: `${base}/:id`,
      response: z.object({ id: z.string() }),
      summary: `Delete a ${r.label} record`,
    },
  };
}

/** Every call that is not a resource's list, create, update or delete. */
export const operations = {
  'auth.login': defineOperation({
    method: 'POST', path: '/auth/login', auth: false, body: loginBodySchema, response: loginResponseSchema,
    summary: 'Sign in with username and password; returns a bearer token and the user',
  }),
  'auth.logout': defineOperation({ method: 'POST', path: '/auth/logout', response: z.null(), summary: 'End the token' }),
  'auth.me': defineOperation({ method: 'GET', path: '/auth/me', response: userSchema, summary: 'The signed-in user' }),
  'workspaces.list': defineOperation({
    method: 'GET', path: '/workspaces', response: z.array(workspaceSchema), summary: 'Workspaces the user may open',
  }),
  'workspaces.find': defineOperation({
    method: 'POST', path: '/workspaces/find', body: findWorkspaceBodySchema, response: workspaceSchema,
    summary: 'One workspace by id (404 unknown, 403 not allowed)',
  }),
  'platform.config': defineOperation({
    method: 'GET', path: '/platform/config', response: platformConfigSchema, summary: 'Provider and framework catalogues, each a JSON text',
  }),
  'platform.usage': defineOperation({
    method: 'POST', path: '/platform/usage', body: platformUsageBodySchema, response: platformUsageResponseSchema,
    summary: 'Platform usage summary with quota',
  }),
  'usage.workspace': defineOperation({
    method: 'POST', path: '/workspaces/:wid/usage', workspace: true, body: usageBodySchema, response: usageResponseSchema,
    summary: 'Workspace usage by date range, type and grouping',
  }),
  'configurations.list': defineOperation({
    method: 'GET', path: '/workspaces/:wid/configurations', workspace: true, response: z.array(configurationSchema),
    summary: 'Workspace settings (key, value)',
  }),
  'configurations.save': defineOperation({
    method: 'POST', path: '/workspaces/:wid/configurations', workspace: true, body: configurationSchema,
    response: configurationSchema, summary: 'Store a workspace setting, such as the intelligence source',
  }),
  'activities.list': defineOperation({
    method: 'GET', path: '/workspaces/:wid/activities', workspace: true, response: z.array(activitySchema),
    summary: `The ${RECENT_ACTIVITY_LIMIT} most recent creations and updates of the workspace's records, newest first`,
  }),
  'promptTemplate.intellisense': defineOperation({
    method: 'POST', path: '/workspaces/:wid/prompt-template/intellisense', workspace: true, body: intellisenseBodySchema,
    response: intellisenseSchema, summary: 'Named tools, variables and agents for the @ picker',
  }),
  'promptTemplate.enhance': defineOperation({
    method: 'POST', path: '/workspaces/:wid/prompt-template/enhance', workspace: true, body: enhancePromptBodySchema,
    response: enhancePromptResponseSchema, summary: "Rewrite a prompt into a framework's structure",
  }),
  ...chatbotOperations,
} as const satisfies Record<string, Operation>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;

