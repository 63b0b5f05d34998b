import { createRunBatchBodySchema, replayRunBodySchema, runCompareQuerySchema } from '@agentdeck/api-client';
import { REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import { Router } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { validate, validateQuery } from '../middleware/validate';
import { batchOriginals } from '../runs/replay/batch-originals';
import { compareRuns } from '../runs/replay/compare-runs';
import type { RunBatches } from '../runs/replay/run-batches';
import { startReplay, type ReplayDeps } from '../runs/replay/start-replay';
import { assertWorkspaceActive } from './record-guards';

/**
 * Re-run, compare and re-run many (design section 2.1c): replay a run (202 with the new run),
 * compare two runs of one workflow, start a batch of replays (202) and follow it. Mounted before
 * the run routes, whose `/runs/:runId` would take 'compare' for a run's id.
 */
export function runReplayRoutes(deps: ReplayDeps, batches: RunBatches): Router {
  const router = Router({ mergeParams: true });

  router.post('/runs/:runId/replay', validate(replayRunBodySchema), (req, res) => {
    assertWorkspaceActive(res);
    const body = res.locals.body as z.output<typeof replayRunBodySchema>;
    const run = startReplay(deps, res.locals.workspace.id, req.params.runId as string, {
      version: body.draft ? 'draft' : body.version!,
      fromNodeId: body.fromNodeId,
      input: body.input,
    });
    sendData(res, run, 202);
  });

  router.get('/runs/compare', validateQuery(runCompareQuerySchema), (_req, res) => {
    const { a, b } = res.locals.query as z.output<typeof runCompareQuerySchema>;
    const wid = res.locals.workspace.id;
    const runA = deps.runs.detail(wid, a);
    const runB = deps.runs.detail(wid, b);
    const missing = [...(runA ? [] : [`a: No run ${a} in this workspace`]), ...(runB ? [] : [`b: No run ${b} in this workspace`])];
    if (!runA || !runB) throw new HttpError(404, 'Run not found', missing);
    if (runA.workflowId !== runB.workflowId) throw new HttpError(400, REPLAY_MESSAGES.differentWorkflows, [`b: ${REPLAY_MESSAGES.differentWorkflows}`]);
    sendData(res, compareRuns(runA, runB));
  });

  router.post('/run-batches', validate(createRunBatchBodySchema), (_req, res) => {
    assertWorkspaceActive(res);
    const body = res.locals.body as z.output<typeof createRunBatchBodySchema>;
    const wid = res.locals.workspace.id;
    const originals = batchOriginals(deps.store, deps.runs, wid, body);
    sendData(res, batches.create(wid, originals, body.draft ? 'draft' : body.version!, body.fromNodeId), 202);
  });

  router.get('/run-batches/:id', (req, res) => {
    const batch = batches.get(res.locals.workspace.id, req.params.id as string);
    if (!batch) throw new HttpError(404, REPLAY_MESSAGES.batchNotFound);
    sendData(res, batch);
  });

  return router;
}
