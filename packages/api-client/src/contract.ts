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
import { recordUseSchema, usedByQuerySchema } from './schemas/record-use';
import {
  brokerMessageSchema,
  brokerMessagesQuerySchema,
  publishMessageBodySchema,
  publishMessageResultSchema,
  resumeBodySchema,
  runEventSchema,
  runListQuerySchema,
  runPageSchema,
  runSchema,
  runSummaryQuerySchema,
  runSummarySchema,
  runWithStepsSchema,
  startRunBodySchema,
} from './schemas/run';
import { createEnvironmentBodySchema, environmentMoveSchema, environmentSchema, moveEnvironmentBodySchema, moveEnvironmentResultSchema } from './schemas/environment';
import { createRunBatchBodySchema, replayRunBodySchema, runBatchSchema, runCompareQuerySchema, runComparisonSchema } from './schemas/run-replay';
import { logContextQuerySchema, logContextSchema, logPageSchema, logQuerySchema, logStreamEventSchema, logStreamQuerySchema } from './schemas/logs';
import { metricsBodySchema, metricsResponseSchema } from './schemas/metrics';
import { lineageGraphSchema, lineageQuerySchema } from './schemas/lineage';
import {
  addDatasetItemsBodySchema,
  createDatasetBodySchema,
  datasetChangeSchema,
  datasetItemsPageSchema,
  datasetItemsQuerySchema,
  datasetSchema,
  datasetVersionSchema,
  importDatasetBodySchema,
  importDatasetResultSchema,
  updateDatasetBodySchema,
  updateDatasetItemBodySchema,
} from './schemas/dataset';
import {
  createExperimentBodySchema,
  experimentDetailSchema,
  experimentSchema,
  experimentsQuerySchema,
  gateQuerySchema,
  gateResultSchema,
} from './schemas/experiment';
import { apiCheckBodySchema, apiCheckResultSchema, apiToolResource, mcpServerResource } from './schemas/tools';
import {
  platformUsageBodySchema,
  platformUsageResponseSchema,
  usageBodySchema,
  usageResponseSchema,
} from './schemas/usage';
import { vaultResource } from './schemas/vault';
import { variableResource } from './schemas/variable';
import { webhookResource } from './schemas/webhook';
import {
  checkResultSchema,
  diffQuerySchema,
  graphDiffSchema,
  importBodySchema,
  importResultSchema,
  publishBodySchema,
  workflowExportSchema,
  workflowResource,
  workflowTagResource,
  workflowVersionSchema,
  workflowVersionSummarySchema,
} from './schemas/workflow';
import { defineOperation, type Operation } from './operation';
import { operationRoutes, resourceRoutes, type OperationName, type ResourceKey, type ResourceVerb } from './routes';

/** The 21 workspace resources, each served with list, create, update and delete. */
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
  workflow: workflowResource,
  workflowTag: workflowTagResource,
} as const satisfies Record<ResourceKey, ResourceDefinition>;

export type Resources = typeof resources;
export { resourceKeys, resourceNouns, type OperationName, type ResourceKey } from './routes';
export type ResourceRecord<K extends ResourceKey> = z.infer<Resources[K]['record']>;
/** A record as the list answers it: the record, or its summary (a workflow: no draft graph, `nodeCount`). */
export type ResourceListItem<K extends ResourceKey> = z.infer<Resources[K]['listItem']>;
export type ResourceCreateBody<K extends ResourceKey> = z.input<Resources[K]['create']>;
export type ResourceUpdateBody<K extends ResourceKey> = z.input<Resources[K]['update']>;

/** The four calls of a resource, as operations (for the server, OpenAPI and tests). */
export function resourceOperations(key: ResourceKey): Record<ResourceVerb, Operation> {
  const r: ResourceDefinition = resources[key];
  const routes = resourceRoutes(key);
  return {
    list: {
      ...routes.list,
      response: z.array(r.listItem),
      summary: r.listItem === r.record ? `List ${r.label} records` : `List ${r.label} records, each as a summary (the single GET answers the whole record)`,
    },
    create: { ...routes.create, body: r.create, response: r.record, summary: `Create a ${r.label} record` },
    update: { ...routes.update, body: r.update, response: r.record, summary: `Update a ${r.label} record` },
    delete: { ...routes.delete, response: z.object({ id: z.string() }), summary: `Delete a ${r.label} record` },
  };
}

/** Every call that is not a resource's list, create, update or delete. */
export const operations = {
  'auth.login': defineOperation(operationRoutes['auth.login'], {
    body: loginBodySchema, response: loginResponseSchema,
    summary: 'Sign in with username and password; returns a bearer token and the user',
  }),
  'auth.logout': defineOperation(operationRoutes['auth.logout'], { response: z.null(), summary: 'End the token' }),
  'auth.me': defineOperation(operationRoutes['auth.me'], { response: userSchema, summary: 'The signed-in user' }),
  'workspaces.list': defineOperation(operationRoutes['workspaces.list'], {
    response: z.array(workspaceSchema), summary: 'Workspaces the user may open',
  }),
  'workspaces.find': defineOperation(operationRoutes['workspaces.find'], {
    body: findWorkspaceBodySchema, response: workspaceSchema,
    summary: 'One workspace by id (404 unknown, 403 not allowed)',
  }),
  'platform.config': defineOperation(operationRoutes['platform.config'], {
    response: platformConfigSchema, summary: 'Provider and framework catalogues, each a JSON text',
  }),
  'platform.usage': defineOperation(operationRoutes['platform.usage'], {
    body: platformUsageBodySchema, response: platformUsageResponseSchema,
    summary: 'Platform usage summary with quota',
  }),
  'usage.workspace': defineOperation(operationRoutes['usage.workspace'], {
    body: usageBodySchema, response: usageResponseSchema,
    summary: 'Workspace usage by date range, type and grouping',
  }),
  'configurations.list': defineOperation(operationRoutes['configurations.list'], {
    response: z.array(configurationSchema),
    summary: 'Workspace settings (key, value)',
  }),
  'configurations.save': defineOperation(operationRoutes['configurations.save'], {
    body: configurationSchema,
    response: configurationSchema, summary: 'Store a workspace setting, such as the intelligence source',
  }),
  'activities.list': defineOperation(operationRoutes['activities.list'], {
    response: z.array(activitySchema),
    summary: `The ${RECENT_ACTIVITY_LIMIT} most recent creations and updates of the workspace's records, newest first`,
  }),
  'records.usedBy': defineOperation(operationRoutes['records.usedBy'], {
    query: usedByQuerySchema,
    response: z.array(recordUseSchema),
    summary:
      "The records using a record: those naming it (vault keys by key name, the rest by id; a workflow by what its draft names or by its tags) and, through them, the records naming those; 404 when the record is not in the workspace",
  }),
  'promptTemplate.intellisense': defineOperation(operationRoutes['promptTemplate.intellisense'], {
    body: intellisenseBodySchema,
    response: intellisenseSchema, summary: 'Named tools, variables and agents for the @ picker',
  }),
  'promptTemplate.enhance': defineOperation(operationRoutes['promptTemplate.enhance'], {
    body: enhancePromptBodySchema,
    response: enhancePromptResponseSchema, summary: "Rewrite a prompt into a framework's structure",
  }),
  'apiTool.check': defineOperation(operationRoutes['apiTool.check'], {
    body: apiCheckBodySchema,
    response: apiCheckResultSchema,
    summary: "Check that an API tool's URL answers its method with its headers and authorization (the form's Verifying)",
  }),
  'workflows.get': defineOperation(operationRoutes['workflows.get'], {
    response: workflowResource.record,
    summary: "One workflow with its draft graph (the list answers each without it); 404 when the workspace has no such workflow",
  }),
  'workflows.versions': defineOperation(operationRoutes['workflows.versions'], {
    response: z.array(workflowVersionSummarySchema),
    summary: "A workflow's published versions, newest first, without their graphs",
  }),
  'workflows.publish': defineOperation(operationRoutes['workflows.publish'], {
    body: publishBodySchema,
    response: workflowVersionSchema,
    summary:
      'Publish the draft as the next version: refused (400) when the check fails, nothing changed, or a type lower than suggested comes without a reason; 409 when the draft moved past the revision reviewed',
  }),
  'workflows.version': defineOperation(operationRoutes['workflows.version'], {
    response: workflowVersionSchema,
    summary: 'One published version with its graph (immutable: there is no PUT or DELETE)',
  }),
  'workflows.restore': defineOperation(operationRoutes['workflows.restore'], {
    response: workflowResource.record,
    summary: "Copy a version's graph into the draft as a new revision; history is not rewritten",
  }),
  'workflows.diff': defineOperation(operationRoutes['workflows.diff'], {
    query: diffQuerySchema,
    response: graphDiffSchema,
    summary: 'The structural changes between two versions or a version and the draft, each with the release rule it hit, and the suggested type',
  }),
  'workflows.check': defineOperation(operationRoutes['workflows.check'], {
    response: checkResultSchema,
    summary: "The publish check of the draft: each problem with its node and message",
  }),
  'workflows.export': defineOperation(operationRoutes['workflows.export'], {
    response: workflowExportSchema,
    summary: 'Deterministic JSON of the draft: keys sorted, references by resource kind and name, no secret values',
  }),
  'workflows.import': defineOperation(operationRoutes['workflows.import'], {
    body: importBodySchema,
    response: importResultSchema,
    summary: 'Import an export as a new workflow; with dryRun, say what it would create and which references it cannot resolve, and write nothing',
  }),
  'environments.list': defineOperation(operationRoutes['environments.list'], {
    response: z.array(environmentSchema),
    summary: "A workflow's environments (production and staging first, then the others by name): each one's version or null, protection, gate, canary and revision",
  }),
  'environments.create': defineOperation(operationRoutes['environments.create'], {
    body: createEnvironmentBodySchema,
    response: environmentSchema,
    successStatus: 201,
    summary: 'Add an environment pointing at no version; 400 with the name rule, 409 when the workflow has one of that name; a protected one or a gate only by an admin (403)',
  }),
  'environments.move': defineOperation(operationRoutes['environments.move'], {
    body: moveEnvironmentBodySchema,
    response: moveEnvironmentResultSchema,
    accepted: "A deploy to a gated environment: the move is pending while the gate's experiment runs; follow it in the history",
    summary:
      "Deploy a version, start or end a canary, or roll back to the version before (one step, no gate), recorded as a move. A protected environment is moved by an admin only (403); with a gate, a deploy answers 202 with a pending move while the gate's experiment runs (reused when one of the same dataset version, scorers and versions finished), then moves or is refused with the figures; an admin's override with a reason moves past it. 409 with the current environment when `revision` is behind; 404 for a version never published",
  }),
  'environments.delete': defineOperation(operationRoutes['environments.delete'], {
    response: environmentSchema,
    summary: 'Delete an environment with its history (not production or staging: 400)',
  }),
  'environments.history': defineOperation(operationRoutes['environments.history'], {
    response: z.array(environmentMoveSchema),
    summary: "An environment's moves, newest first: kind, status, from, to, canary, who, when, reason, override and the gate's result",
  }),
  'runs.start': defineOperation(operationRoutes['runs.start'], {
    body: startRunBodySchema,
    response: runSchema,
    successStatus: 202,
    summary: 'Start a run of a version (the latest by default) or the draft: 202 with the queued run; the draft must pass the publish check',
  }),
  'runs.list': defineOperation(operationRoutes['runs.list'], {
    query: runListQuerySchema,
    response: runPageSchema,
    summary: "The workspace's runs, newest first, filtered, a page at a time (`nextCursor` asks for the next)",
  }),
  'runs.summary': defineOperation(operationRoutes['runs.summary'], {
    query: runSummaryQuerySchema,
    response: runSummarySchema,
    summary:
      "Per workflow of the workspace, its last run (id, status, startedAt, version; null if it never ran) and how many runs started since `from` (7 days before now by default)",
  }),
  'runs.compare': defineOperation(operationRoutes['runs.compare'], {
    query: runCompareQuerySchema,
    response: runComparisonSchema,
    summary:
      "Two runs of one workflow side by side: both runs and, per node (matched by id, then label), each run's status (null when not reached), duration, tokens, credits, input and output, and whether status, input and output changed; 400 when the runs belong to different workflows, 404 for a run the workspace does not have",
  }),
  'runs.get': defineOperation(operationRoutes['runs.get'], {
    response: runWithStepsSchema,
    summary: 'One run with its steps in the order they started',
  }),
  'runs.events': defineOperation(operationRoutes['runs.events'], {
    response: runEventSchema,
    summary:
      "A run's events as server-sent events (text/event-stream; read with fetch and the bearer token): run.status, step.started, step.finished, log, run.finished. A finished run replays and closes; Last-Event-ID resumes after that event",
  }),
  'runs.cancel': defineOperation(operationRoutes['runs.cancel'], {
    response: runSchema,
    summary: 'Cancel a queued, running or waiting run; 409 when it has finished',
  }),
  'runs.resume': defineOperation(operationRoutes['runs.resume'], {
    body: resumeBodySchema,
    response: runSchema,
    summary: 'Approve or reject the human input a run waits for; 409 when it is not waiting',
  }),
  'runs.replay': defineOperation(operationRoutes['runs.replay'], {
    body: replayRunBodySchema,
    response: runSchema,
    successStatus: 202,
    summary:
      "Re-run a finished run (202 with the queued run, trigger replay, replayOf the original) on a version or the draft, with its input unless `input` is given. From `fromNodeId`, the nodes before it are not executed: their recorded outputs are copied as steps with status reused (reusedFrom the original step) and the node and what follows run; 400 naming the node when the chosen graph lacks one of them or changed its kind, tool, model, prompt or arguments; 409 when the run has not finished",
  }),
  'runBatches.create': defineOperation(operationRoutes['runBatches.create'], {
    body: createRunBatchBodySchema,
    response: runBatchSchema,
    successStatus: 202,
    summary:
      "Re-run many finished runs (runIds, or every run a filter matches; at most 500) on a version (runs of one workflow) or the draft, optionally from a node: 202 with the batch; its replays run at most N at a time (a setting, 4 by default); 400 naming each problem",
  }),
  'runBatches.get': defineOperation(operationRoutes['runBatches.get'], {
    response: runBatchSchema,
    summary: "A batch's progress (total, queued, running, finished), its pairs of original and replay with their statuses, and its outcome (of the originals that failed, how many now succeed)",
  }),
  'logs.list': defineOperation(operationRoutes['logs.list'], {
    query: logQuerySchema,
    response: logPageSchema,
    summary:
      "Log lines matching a Lucene-style query (fields level, workflow, version, node, run, message, durationMs, attributes.*; AND, OR, NOT, parentheses, phrases, * wildcards, ranges) in [from, to] (the last 24 hours by default), newest first, a page at a time, with the volume histogram by level and the facets of every matching line; 400 naming an unknown field or a syntax error's position",
  }),
  'logs.stream': defineOperation(operationRoutes['logs.stream'], {
    query: logStreamQuerySchema,
    response: logStreamEventSchema,
    summary:
      'The live tail as server-sent events (text/event-stream; read with fetch and the bearer token): each new line matching the query as a log event, heartbeats between; Last-Event-ID resumes with every line written since',
  }),
  'logs.context': defineOperation(operationRoutes['logs.context'], {
    query: logContextQuerySchema,
    response: logContextSchema,
    summary: 'A line with the lines before and after it in the same run (10 each by default)',
  }),
  'metrics.workspace': defineOperation(operationRoutes['metrics.workspace'], {
    body: metricsBodySchema,
    response: metricsResponseSchema,
    summary:
      'Runs, failures, error rate, exact latency p50/p95/p99 (nearest rank) of active time (durations less waits for human input, with wall-time percentiles beside), tokens and credits per hour or day over [from, to], grouped by workflow, version, model or node, with the versions published in the range and a row per workflow',
  }),
  'lineage.graph': defineOperation(operationRoutes['lineage.graph'], {
    query: lineageQuerySchema,
    response: lineageGraphSchema,
    summary:
      "The data lineage graph built from what runs read, wrote and called: around `focus` (a node id such as workflow:12; the whole workspace, cut at 300 nodes, without one) to `depth` 1-3 (2 by default) `upstream`, `downstream` or `both` (by default), counting only the runs started before `asOf`, with the impact (what is downstream of the focus, by degree); 404 for a focus the workspace does not have (another workspace's record included), 403 in a sandbox workspace (lineage is off there)",
  }),
  'datasets.list': defineOperation(operationRoutes['datasets.list'], {
    response: z.array(datasetSchema),
    summary: "The workspace's datasets by name, each with its item count and current version",
  }),
  'datasets.create': defineOperation(operationRoutes['datasets.create'], {
    body: createDatasetBodySchema,
    response: datasetSchema,
    successStatus: 201,
    summary: 'Create a dataset (201): version 1, empty; 409 when the workspace has a dataset of that name',
  }),
  'datasets.update': defineOperation(operationRoutes['datasets.update'], {
    body: updateDatasetBodySchema,
    response: datasetSchema,
    summary: "Rename a dataset or change its description (no new version); 409 when the name is taken",
  }),
  'datasets.delete': defineOperation(operationRoutes['datasets.delete'], {
    response: z.object({ id: z.string() }),
    summary: 'Delete a dataset with its items and versions; experiments run on it stay readable',
  }),
  'datasets.items': defineOperation(operationRoutes['datasets.items'], {
    query: datasetItemsQuerySchema,
    response: datasetItemsPageSchema,
    summary: "A version's items (the current version by default) as they were in it, in the order they were added; 404 for a version the dataset never had",
  }),
  'datasets.addItems': defineOperation(operationRoutes['datasets.addItems'], {
    body: addDatasetItemsBodySchema,
    response: datasetChangeSchema,
    successStatus: 201,
    summary:
      "Add one or many items as one new version (201). An item with sourceRunId takes the run's input, and its output as the expected output unless given; with sourceLearningId, the learning record's feedback message and data as input; 400 naming each item's problem, 404 for a run or record not in the workspace",
  }),
  'datasets.updateItem': defineOperation(operationRoutes['datasets.updateItem'], {
    body: updateDatasetItemBodySchema,
    response: datasetChangeSchema,
    summary: "Change an item's input, expected output or metadata as one new version (older versions keep it as it was)",
  }),
  'datasets.deleteItem': defineOperation(operationRoutes['datasets.deleteItem'], {
    response: datasetChangeSchema,
    summary: 'Remove an item as one new version (older versions keep it)',
  }),
  'datasets.versions': defineOperation(operationRoutes['datasets.versions'], {
    response: z.array(datasetVersionSchema),
    summary: "A dataset's versions, newest first, each with the items its change added, changed and removed",
  }),
  'datasets.import': defineOperation(operationRoutes['datasets.import'], {
    body: importDatasetBodySchema,
    response: importDatasetResultSchema,
    summary:
      "Import items from JSONL or CSV text. dryRun previews the items and names each bad row ('Row 3: input.message is required'); otherwise the items are added as one new version when every row is good, and a bad row answers 400 listing every row's problem with nothing written",
  }),
  'experiments.list': defineOperation(operationRoutes['experiments.list'], {
    query: experimentsQuerySchema,
    response: z.array(experimentSchema),
    summary: "The workspace's experiments (of one dataset with datasetId), newest first, with progress, summary and comparison",
  }),
  'experiments.create': defineOperation(operationRoutes['experiments.create'], {
    body: createExperimentBodySchema,
    response: experimentSchema,
    successStatus: 202,
    summary:
      "Run a dataset version through a published workflow version and score each output (202, queued): each item a run with trigger experiment; 400 naming each problem (a version not published, a baseline on another dataset)",
  }),
  'experiments.get': defineOperation(operationRoutes['experiments.get'], {
    response: experimentDetailSchema,
    summary:
      'One experiment with its progress and, once completed, its items (regressions first when compared with a baseline), summary and comparison',
  }),
  'experiments.gate': defineOperation(operationRoutes['experiments.gate'], {
    query: gateQuerySchema,
    response: gateResultSchema,
    summary:
      "Pass or fail a completed experiment against thresholds, for a CI pipeline: each threshold given is a check with its actual value; 409 until the experiment completes",
  }),
  'brokerMessages.publish': defineOperation(operationRoutes['brokerMessages.publish'], {
    body: publishMessageBodySchema,
    response: publishMessageResultSchema,
    successStatus: 201,
    summary:
      "Publish a message on a topic of a simulated broker, as an external system would (201): it starts a run of the workflow whose broker trigger listens there, or resumes the run waiting with the same session; 400 naming each field the message lacks",
  }),
  'brokerMessages.list': defineOperation(operationRoutes['brokerMessages.list'], {
    query: brokerMessagesQuerySchema,
    response: z.array(brokerMessageSchema),
    summary: "A topic's messages, newest first (at most 100)",
  }),
  ...chatbotOperations,
} as const satisfies Record<OperationName, Operation>;

export type Operations = typeof operations;

