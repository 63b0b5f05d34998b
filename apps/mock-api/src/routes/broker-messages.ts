import {
  brokerMessagesQuerySchema,
  publishMessageBodySchema,
  resumeBodySchema,
  type WorkflowGraph,
} from '@agentdeck/api-client';
import {
  brokerFieldRequired,
  PUBLISH_MESSAGE_FIELDS,
  RESUME_MESSAGE_FIELDS,
  RUN_MESSAGES,
  TRIGGER_MESSAGE_FIELDS,
  type BROKER_MESSAGE_PURPOSES,
  type BrokerMessageField,
} from '@agentdeck/api-client/rules';
import { Router } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { resolveRunTarget } from '../workflows/environments/run-target';
import { validate, validateQuery } from '../middleware/validate';
import { findTopic, publishMessage } from '../runs/broker';
import { refusalError, startChecked, type StartRefusal } from '../runs/checked-start';
import { BrokerMessageRecords } from '../runs/broker-message-records';
import type { RunService } from '../runs/run-service';
import { workspaceRecords } from '../records/workspace-records';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { assertWorkspaceActive, foundRecord } from './record-guards';

type PublishBody = z.output<typeof publishMessageBodySchema>;

const present = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
const fieldValue = (body: PublishBody, field: BrokerMessageField): unknown =>
  field === 'messageType' ? body.messageType : field === 'sessionId' ? body.sessionId : body.attributes[field];

/** A 400 naming each field the message lacks for what it does (spec 000 section 5.1). */
function assertFields(body: PublishBody, fields: readonly BrokerMessageField[], purpose: keyof typeof BROKER_MESSAGE_PURPOSES): void {
  const missing = fields.filter((field) => !present(fieldValue(body, field)));
  if (missing.length) throw new HttpError(400, RUN_MESSAGES.messageRefused, missing.map((field) => brokerFieldRequired(field, purpose)));
}

/** The graph a broker trigger listens with: the latest version, or the draft before the first. */
function listeningGraph(store: Store, workspaceId: string, workflow: WorkflowRecord): WorkflowGraph {
  return (workflow.latestVersion && store.versions.get(workspaceId, workflow.id, workflow.latestVersion)?.graph) || workflow.draft;
}

/**
 * The simulated brokers' topics (design section 2.1): a published message starts a run of the
 * workflow whose broker trigger listens on the topic, or resumes the run waiting for human input
 * with the same session on it; either way it is kept, and listed newest first. A message whose
 * workflow fails the publish check starts nothing: a 400 with the problems, and the message is
 * kept with them.
 */
export function brokerMessageRoutes(store: Store, runs: RunService, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const messages = new BrokerMessageRecords(store.db);

  router.post('/message-queues/:id/messages', validate(publishMessageBodySchema), async (req, res) => {
    assertWorkspaceActive(res);
    const wid = res.locals.workspace.id;
    const broker = foundRecord(store, res, 'messageBroker', req.params.id as string);
    const body = res.locals.body as PublishBody;
    const ref = { messageBrokerId: broker.id, topicId: body.topicId };
    if (!findTopic(workspaceRecords(store.records, wid), ref)) throw new HttpError(400, 'Validation failed', [`topicId: ${RUN_MESSAGES.topicMissing}`]);
    const keep = (runId: string | null, refused?: StartRefusal) =>
      publishMessage(messages, wid, ref, {
        sessionId: body.sessionId ?? null,
        messageType: body.messageType,
        attributes: body.attributes,
        runId,
        publishedAt: now().toISOString(),
        ...(refused && { refused }),
      });

    const waiting = body.sessionId ? runs.waitingRunOfSession(wid, body.sessionId) : undefined;
    const consumer = waiting && runs.consumerOf(waiting.id);
    if (waiting && consumer?.messageBrokerId === ref.messageBrokerId && consumer.topicId === ref.topicId) {
      assertFields(body, RESUME_MESSAGE_FIELDS, 'resume');
      const decision = resumeBodySchema.shape.decision.safeParse(body.attributes.decision);
      if (!decision.success) throw new HttpError(400, 'Validation failed', [`attributes.decision: ${RUN_MESSAGES.decision}`]);
      const message = keep(waiting.id);
      const run = runs.resume(wid, waiting.id, decision.data, String(body.attributes.message ?? ''));
      return sendData(res, { message, run }, 201);
    }

    const listeners = (store.records.list(wid, 'workflow') as WorkflowRecord[]).filter((workflow) =>
      listeningGraph(store, wid, workflow).nodes.some(
        (node) => node.kind === 'trigger' && node.data.mode === 'broker' && node.data.messageBrokerId === ref.messageBrokerId && node.data.topicId === ref.topicId,
      ),
    );
    if (listeners.length === 0) {
      assertFields(body, PUBLISH_MESSAGE_FIELDS, 'publish');
      return sendData(res, { message: keep(null), run: null }, 201);
    }
    assertFields(body, TRIGGER_MESSAGE_FIELDS, 'trigger');
    const { workflowId, message: text, environment, version, ...metadata } = body.attributes;
    const workflow = listeners.find((candidate) => candidate.id === String(workflowId));
    if (!workflow) throw new HttpError(400, 'Validation failed', [`attributes.workflowId: ${RUN_MESSAGES.unknownWorkflow}`]);
    // A trigger message may name an environment or a version like an API start (design section 1.6); its session draws a canary's side.
    const target = resolveRunTarget(store, wid, workflow.id, {
      version: typeof version === 'string' ? version : undefined,
      environment: typeof environment === 'string' ? environment : undefined,
      sessionId: body.sessionId ?? undefined,
    });
    const { run, refusal } = startChecked(store, runs, wid, workflow, target.version, {
      ...(target.environment && { environment: target.environment }),
      input: { message: String(text), metadata: { ...metadata, messageType: body.messageType, ...(body.sessionId && { sessionId: body.sessionId }) } },
      trigger: 'broker',
      sessionId: body.sessionId,
    });
    if (refusal) {
      // Kept with the reason, so whoever reads the topic sees why nothing started (design section 2.1a).
      keep(null, refusal);
      throw refusalError(refusal);
    }
    sendData(res, { message: keep(run.id), run }, 201);
  });

  router.get('/message-queues/:id/messages', validateQuery(brokerMessagesQuerySchema), (req, res) => {
    const broker = foundRecord(store, res, 'messageBroker', req.params.id as string);
    const { topicId } = res.locals.query as z.output<typeof brokerMessagesQuerySchema>;
    sendData(res, messages.list(res.locals.workspace.id, broker.id, topicId));
  });

  return router;
}
