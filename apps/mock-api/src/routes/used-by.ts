import { operations, resourceKeys, resources, usedBy, type usedByQuerySchema } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData, sendError } from '../middleware/errors';
import { validateQuery } from '../middleware/validate';
import type { Store } from '../store/store';

/**
 * `GET /workspaces/{wid}/used-by?resource=…&id=…`: the records of the workspace that use a
 * record, read from the stored records (`usedBy` of the contract). Mounted behind
 * requireWorkspace: only the caller's workspace is read, and a record of another workspace is
 * not found (404), as in the resource routes.
 */
export function usedByRoutes(store: Store): Router {
  const router = Router({ mergeParams: true });
  router.get('/used-by', validateQuery(operations['records.usedBy'].query), (_req, res) => {
    const { resource, id } = res.locals.query as z.infer<typeof usedByQuerySchema>;
    const wid = res.locals.workspace.id;
    const record = store.records.get(wid, resource, id);
    if (!record) return sendError(res, 404, `${resources[resource].label} not found`);
    const records = Object.fromEntries(resourceKeys.map((key) => [key, store.records.list(wid, key)]));
    sendData(res, usedBy({ resource, record }, records));
  });
  return router;
}
