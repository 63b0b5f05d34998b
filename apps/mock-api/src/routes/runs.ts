import {
  runListQuerySchema,
  runSummaryQuerySchema,
  RUN_PAGE_SIZE,
  RUN_SUMMARY_DAYS,
  FINISHED_RUN_STATUSES,
  resumeBodySchema,
  startRunBodySchema,
  type Run,
} from '@agentdeck/api-client';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { openEventStream } from '../events/event-stream';
import { HttpError, sendData } from '../middleware/errors';
import { validate, validateQuery } from '../middleware/validate';
import { refusalError, startChecked } from '../runs/checked-start';
import type { StoredEvent } from '../runs/run-records';
import { RunConflict, type RunService } from '../runs/run-service';
import type { Store } from '../store/store';
import { resolveRunTarget } from '../workflows/environments/run-target';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { assertWorkspaceActive, foundRecord } from './record-guards';

const DAY_MS = 86_400_000;

const cursorOf = (seq: number) => Buffer.from(`run:${seq}`).toString('base64url');
function seqOf(cursor: string): number {
  const match = /^run:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new HttpError(400, 'Validation failed', ['cursor: Not a cursor this list gave']);
  return Number(match[1]);
}

/** A call the run's status does not allow is a 409 with the reason. */
async function conflictAs409<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RunConflict) throw new HttpError(409, error.message);
    throw error;
  }
}

/**
 * Runs (design section 2.2): start a workflow's run (202), list the workspace's runs, sum them up
 * per workflow for the registry, read one with its steps, follow its events, cancel it, resume it
 * after human input. `now` is the mock API's clock, which tests move.
 */
export function runRoutes(store: Store, runs: RunService, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const runOf = (res: Response, runId: string): Run => {
    const run = runs.run(res.locals.workspace.id, runId);
    if (!run) throw new HttpError(404, 'Run not found');
    return run;
  };

  router.post('/workflows/:id/runs', validate(startRunBodySchema), (req, res) => {
    assertWorkspaceActive(res);
    const wid = res.locals.workspace.id;
    const workflow = foundRecord(store, res, 'workflow', req.params.id as string) as WorkflowRecord;
    const body = res.locals.body as z.output<typeof startRunBodySchema>;
    const sessionId = typeof body.input.metadata.sessionId === 'string' ? body.input.metadata.sessionId : undefined;
    const target = resolveRunTarget(store, wid, workflow.id, { version: body.version, environment: body.environment, sessionId });
    const { run, refusal } = startChecked(store, runs, wid, workflow, target.version, {
      ...(target.environment && { environment: target.environment }),
      input: body.input,
      trigger: body.trigger,
      experimentId: body.experimentId,
      datasetItemId: body.datasetItemId,
    });
    if (refusal) throw refusalError(refusal);
    sendData(res, run, 202);
  });

  router.get('/runs', validateQuery(runListQuerySchema), (_req, res) => {
    const query = res.locals.query as z.output<typeof runListQuerySchema>;
    const { cursor, limit, ...filters } = query;
    const page = runs.list(res.locals.workspace.id, {
      ...filters,
      before: cursor ? seqOf(cursor) : undefined,
      limit: limit ? Number(limit) : RUN_PAGE_SIZE,
    });
    sendData(res, { items: page.items, nextCursor: page.nextSeq === null ? null : cursorOf(page.nextSeq) });
  });

  // Declared before `/runs/:runId`, which would take 'summary' for a run's id.
  router.get('/runs/summary', validateQuery(runSummaryQuerySchema), (_req, res) => {
    const { from } = res.locals.query as z.output<typeof runSummaryQuerySchema>;
    const since = from ? new Date(from) : new Date(now().getTime() - RUN_SUMMARY_DAYS * DAY_MS);
    sendData(res, { workflows: runs.summary(res.locals.workspace.id, since) });
  });

  router.get('/runs/:runId', (req, res) => {
    const run = runs.detail(res.locals.workspace.id, req.params.runId as string);
    if (!run) throw new HttpError(404, 'Run not found');
    sendData(res, run);
  });

  /**
   * Server-sent events: what the store holds after `Last-Event-ID` first, then each new event as
   * it is kept. Events arriving during the replay wait their turn, so none is lost or repeated.
   */
  router.get('/runs/:runId/events', (req, res) => {
    const run = runOf(res, req.params.runId as string);
    const header = req.headers['last-event-id'];
    let sent = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : 0;
    let replaying = true;
    const waiting: StoredEvent[] = [];
    const send = (event: StoredEvent) => {
      if (stream.isClosed || event.id <= sent) return;
      stream.send(event.id, event.event, event.json);
      sent = event.id;
      if (event.event === 'run.finished') stream.close();
    };
    const unsubscribe = runs.subscribe(run.id, (event) => (replaying ? waiting.push(event) : send(event)));
    const stream = openEventStream(req, res, { onClose: unsubscribe });
    for (const event of runs.events(run.id, sent)) send(event);
    replaying = false;
    for (const event of waiting) send(event);
    const now = runs.run(res.locals.workspace.id, run.id);
    if (now && (FINISHED_RUN_STATUSES as readonly string[]).includes(now.status)) stream.close();
  });

  router.post('/runs/:runId/cancel', async (req, res) => {
    runOf(res, req.params.runId as string);
    const run = await conflictAs409(() => runs.cancel(res.locals.workspace.id, req.params.runId as string));
    sendData(res, run);
  });

  router.post('/runs/:runId/resume', validate(resumeBodySchema), async (req, res) => {
    runOf(res, req.params.runId as string);
    const { decision, message } = res.locals.body as z.output<typeof resumeBodySchema>;
    sendData(res, await conflictAs409(() => runs.resume(res.locals.workspace.id, req.params.runId as string, decision, message)));
  });

  return router;
}
