import { importBodySchema } from '@agentdeck/api-client';
import { canonicalJson } from '@agentdeck/api-client/workflow';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData, sendJsonData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import type { Store } from '../store/store';
import { exportDocument, importDocument } from '../workflows/transfer';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { assertWorkspaceActive, foundRecord, withUniqueName } from './record-guards';

/** `GET …/workflows/{id}/export` and `POST …/workflows/import` (design section 1.2). */
export function workflowTransferRoutes(store: Store, now: () => Date): Router {
  const router = Router({ mergeParams: true });

  router.get('/:id/export', (req, res) => {
    const workflow = foundRecord(store, res, 'workflow', req.params.id as string) as WorkflowRecord;
    // Canonical text, so two exports of the same workflow are the same bytes.
    sendJsonData(res, canonicalJson(exportDocument(store, res.locals.workspace.id, workflow)));
  });

  router.post('/import', validate(importBodySchema), (_req, res) => {
    const body = res.locals.body as z.output<typeof importBodySchema>;
    if (!body.dryRun) assertWorkspaceActive(res);
    sendData(res, withUniqueName('workflow', () => importDocument(store, res.locals.workspace.id, body, now().toISOString())));
  });

  return router;
}
