import { metricsBodySchema } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { MetricsQuery } from '../metrics/metrics-query';
import { workspaceMetrics } from '../metrics/workspace-metrics';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { foundRecord } from './record-guards';

/**
 * `POST /workspaces/{wid}/metrics` (design section 3.3), mounted behind requireWorkspace. A
 * `workflowId` of another workspace is not found (404), as the workflow and run calls answer.
 */
export function metricsRoutes(store: Store): Router {
  const router = Router({ mergeParams: true });
  const query = new MetricsQuery(store);
  router.post('/metrics', validate(metricsBodySchema), (_req, res) => {
    const body = res.locals.body as z.output<typeof metricsBodySchema>;
    const workspaceId = res.locals.workspace.id;
    const workflows = body.workflowId
      ? [foundRecord(store, res, 'workflow', body.workflowId) as WorkflowRecord]
      : (store.records.list(workspaceId, 'workflow') as WorkflowRecord[]);
    sendData(
      res,
      workspaceMetrics(store, query, {
        workspaceId,
        from: new Date(body.from),
        to: new Date(body.to),
        interval: body.interval,
        groupBy: body.groupBy,
        workflows,
        workflowId: body.workflowId ?? null,
        environment: body.environment ?? null,
      }),
    );
  });
  return router;
}
