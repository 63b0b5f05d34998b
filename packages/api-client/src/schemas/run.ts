import { z } from 'zod';
import { ENVIRONMENT_MESSAGES, environmentNameRule } from '../rules/environment';
import { RUN_MESSAGES } from '../rules/run';
import { topicIdRule } from '../rules/topic';
import { versionRule } from '../rules/workflow';
import { resourceKeys, type ResourceKey } from '../routes';
import { NODE_KINDS } from '../workflow/constants';
import { LOG_LEVELS, RUN_STATUSES, RUN_TRIGGERS } from '../run-values';

/*
 * Workflow runs (design workflows-and-monitoring.md section 2): a run, its steps (spans) and the
 * log lines each step writes (section 3.2), the calls of section 2.2 and the simulated broker's
 * messages of section 2.1. The records say what happened, never how the engine executes, so a
 * durable engine can stand behind the same contract.
 */

export { FINISHED_RUN_STATUSES, LOG_LEVELS, RUN_PAGE_SIZE, RUN_STATUSES, RUN_TRIGGERS, type RunStatus } from '../run-values';
/** A step is a node visited, or a model, tool, retrieval or guardrail call inside one. */
export const STEP_KINDS = [...NODE_KINDS, 'model', 'guardrail'] as const;
/**
 * `skipped`: a node the walk did not reach because every edge into it was dead (design section 2.1a); it took no time.
 * `reused`: in a replay from a node, a node that ran before it in the original run: not executed again, its
 * recorded output copied, `reusedFrom` naming the original step (design section 2.1c); it costs nothing.
 */
export const STEP_STATUSES = ['running', 'waiting', 'succeeded', 'failed', 'blocked', 'cancelled', 'skipped', 'reused'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
/**
 * What a step may read, write or call, for lineage (design sections 2.1 and 3.4). `endpoint` is how
 * older records name a tool called; steps now record `tool`.
 */
export const LINEAGE_KINDS = ['retrieval', 'database', 'knowledgeBase', 'connector', 'topic', 'tool', 'output', 'endpoint'] as const;

/** `draft`, or the published version a run walked. */
export const runVersionSchema = z.union([z.literal('draft'), versionRule]);

export const runInputSchema = z.strictObject({
  message: z.string().max(100_000).default(''),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type RunInput = z.infer<typeof runInputSchema>;

export const runSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  version: z.string(),
  status: z.enum(RUN_STATUSES),
  input: z.object({ message: z.string(), metadata: z.record(z.string(), z.unknown()) }),
  /** The output node's answer; null until the run succeeds. */
  output: z.unknown(),
  error: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** Wall time, from start to end, waits for human input included. */
  durationMs: z.number().nullable(),
  activeMs: z.number().nullable().describe('Active time: durationMs less waitingMs, null until the run ends (design section 3.3)'),
  waitingMs: z.number().describe('How long the run waited for human input, the waits ended so far (0 when it never waited)'),
  tokens: z.number(),
  credits: z.number(),
  trigger: z.enum(RUN_TRIGGERS),
  experimentId: z.string().nullable(),
  datasetItemId: z.string().nullable(),
  /** The run this one re-runs (trigger `replay`, design section 2.1c); absent on every other run. */
  replayOf: z.string().optional(),
  /** The environment an API or broker run was started on (design section 1.6); `version` is what it resolved to. Absent when a version or the draft was named. */
  environment: z.string().optional(),
});
export type Run = z.infer<typeof runSchema>;

/** `resource` names the record's kind where `kind` leaves it open (a vector or graph RAG, an API tool or MCP server). */
export const lineageEntrySchema = z.object({ kind: z.enum(LINEAGE_KINDS), id: z.string(), name: z.string(), resource: z.enum(resourceKeys as [ResourceKey, ...ResourceKey[]]).optional() });
export type LineageEntry = z.infer<typeof lineageEntrySchema>;

export const runStepSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  nodeId: z.string(),
  kind: z.enum(STEP_KINDS),
  name: z.string(),
  status: z.enum(STEP_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  waitingMs: z.number().describe('How long the step waited for human input, once the wait ended (0 for most steps)'),
  input: z.unknown(),
  output: z.unknown(),
  tokens: z.object({ prompt: z.number(), completion: z.number() }),
  credits: z.number(),
  model: z.string().nullable(),
  error: z.string().nullable(),
  attributes: z.record(z.string(), z.unknown()),
  /** What the step read and wrote (a retrieval, a tool endpoint, a broker topic…), for lineage. */
  reads: z.array(lineageEntrySchema),
  writes: z.array(lineageEntrySchema),
  /** On a `reused` step: the original run's step whose recorded output it copies. */
  reusedFrom: z.object({ runId: z.string(), stepId: z.string() }).optional(),
});
export type RunStep = z.infer<typeof runStepSchema>;

export const logLineSchema = z.object({
  id: z.string(),
  ts: z.string(),
  level: z.enum(LOG_LEVELS),
  runId: z.string(),
  workflowId: z.string(),
  workflowName: z.string(),
  version: z.string(),
  nodeId: z.string(),
  node: z.string(),
  spanId: z.string(),
  message: z.string(),
  /** On the line that ends a step. */
  durationMs: z.number().optional(),
  attributes: z.record(z.string(), z.unknown()),
});
export type LogLine = z.infer<typeof logLineSchema>;

export const runWithStepsSchema = runSchema.extend({
  steps: z.array(runStepSchema),
  /** The id of the run's last event when it was read (0 before any): its stream is followed from there (`Last-Event-ID`). */
  lastEventId: z.number().int().nonnegative(),
});
export type RunWithSteps = z.infer<typeof runWithStepsSchema>;

/**
 * `POST /workspaces/{wid}/workflows/{id}/runs`: a `version` (or the draft), or an `environment`
 * (design section 1.6: the version it points at, or its canary's by a hash of `input.metadata.sessionId`;
 * 409 when it points at no version). Naming neither: `production` when it points at a version, else
 * the latest version (the draft before the first).
 */
export const startRunBodySchema = z
  .strictObject({
    input: runInputSchema.default({ message: '', metadata: {} }),
    version: runVersionSchema.optional(),
    environment: environmentNameRule.optional(),
    trigger: z.enum(['api', 'editor', 'experiment']).default('api'),
    experimentId: z.string().max(200).optional(),
    datasetItemId: z.string().max(200).optional(),
  })
  .refine((body) => body.version === undefined || body.environment === undefined, { path: ['environment'], message: ENVIRONMENT_MESSAGES.environmentAndVersion });

const isoTime = (name: string) => z.iso.datetime({ offset: true, message: `${name} must be an ISO date-time` });

/** `GET /workspaces/{wid}/runs`: newest first, `limit` per page (50 by default, at most 200). */
export const runListQuerySchema = z.strictObject({
  workflowId: z.string().max(200).optional(),
  status: z.enum(RUN_STATUSES).optional(),
  version: runVersionSchema.optional(),
  trigger: z.enum(RUN_TRIGGERS).optional(),
  /** Runs started through this environment (design section 1.6). */
  environment: environmentNameRule.optional(),
  from: isoTime('from').optional(),
  to: isoTime('to').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.string().regex(/^([1-9]\d?|1\d\d|200)$/, 'limit must be a whole number from 1 to 200').optional(),
});
export const runPageSchema = z.object({ items: z.array(runSchema), nextCursor: z.string().nullable() });

/** The days `runs.summary` counts back when no `from` is given: the registry's 'Runs (7 days)'. */
export const RUN_SUMMARY_DAYS = 7;
/** `GET /workspaces/{wid}/runs/summary`: runs started at or after `from` are counted (by default, 7 days before now). */
export const runSummaryQuerySchema = z.strictObject({ from: isoTime('from').optional() });
/** A run as the registry shows it: enough to name its status, say why it failed (a rejection in review, for one) and open its trace. */
export const lastRunSchema = runSchema.pick({ id: true, status: true, startedAt: true, version: true, error: true });
export type LastRun = z.infer<typeof lastRunSchema>;
/** Each workflow of the workspace: its latest started run (null if it never ran) and how many runs started since `from`. */
export const runSummarySchema = z.object({
  workflows: z.array(z.object({ workflowId: z.string(), lastRun: lastRunSchema.nullable(), runs: z.number().int().nonnegative() })),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

export const resumeBodySchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: RUN_MESSAGES.decision }),
  message: z.string().max(10_000).default(''),
});
export type ResumeDecision = z.infer<typeof resumeBodySchema>['decision'];

/**
 * The events of `GET …/runs/{runId}/events` (server-sent events, each with an increasing `id`):
 * `run.status` when the run starts, waits or resumes; `step.started`, `step.finished`, `log`;
 * `run.finished` last, after which the stream closes.
 */
export const RUN_EVENT_NAMES = ['run.status', 'step.started', 'step.finished', 'log', 'run.finished'] as const;
export type RunEventName = (typeof RUN_EVENT_NAMES)[number];
export const runEventSchema = z.discriminatedUnion('event', [
  z.object({ id: z.number().int(), event: z.literal('run.status'), data: runSchema }),
  z.object({ id: z.number().int(), event: z.literal('step.started'), data: runStepSchema }),
  z.object({ id: z.number().int(), event: z.literal('step.finished'), data: runStepSchema }),
  z.object({ id: z.number().int(), event: z.literal('log'), data: logLineSchema }),
  z.object({ id: z.number().int(), event: z.literal('run.finished'), data: runSchema }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;

/** A message on a simulated broker topic (design section 2.1). */
export const brokerMessageSchema = z.object({
  id: z.string(),
  messageBrokerId: z.string(),
  topicId: z.string(),
  sessionId: z.string().nullable(),
  messageType: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  publishedAt: z.string(),
  /** The run it started or resumed, or the run that published it. */
  runId: z.string().nullable(),
  /**
   * Why the message started no run, when its workflow failed the publish check (design section
   * 2.1a): the reason and each problem. Absent from every other message.
   */
  refused: z.object({ reason: z.string(), problems: z.array(z.string()) }).optional(),
});
export type BrokerMessage = z.infer<typeof brokerMessageSchema>;

/**
 * `POST /workspaces/{wid}/message-queues/{id}/messages`. Which fields are required depends on what
 * the message does (spec 000 section 5.1), so they are checked by the server, naming each missing one.
 */
export const publishMessageBodySchema = z.strictObject({
  topicId: topicIdRule,
  sessionId: z.string().max(200).optional(),
  messageType: z.string().max(200).default(''),
  attributes: z.record(z.string(), z.unknown()).default({}),
});
export const publishMessageResultSchema = z.object({ message: brokerMessageSchema, run: runSchema.nullable() });

export const brokerMessagesQuerySchema = z.strictObject({ topicId: topicIdRule });
