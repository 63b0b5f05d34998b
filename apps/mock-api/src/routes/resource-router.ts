import { randomUUID } from 'node:crypto';
import { resources, type ResourceKey } from '@agentdeck/api-client';
import { Router, type Response } from 'express';
import { sendData, sendError, sendJsonData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { insertRecord, replaceRecord } from '../store/records';
import { DuplicateNameError, type Store } from '../store/store';

/**
 * The one CRUD router: list, create, update and delete of a workspace resource, validated by
 * the contract's schemas. Runs behind `requireWorkspace`, so `res.locals.workspace` is the
 * checked workspace; a record of another workspace is simply not found (404, never its data).
 */
export function resourceRouter(store: Store, key: ResourceKey): Router {
  const resource = resources[key];
  const router = Router({ mergeParams: true });
  const label = resource.label;

  const duplicate = (res: Response) =>
    sendError(res, 409, `A ${label} with this name already exists in this workspace`, [`${resource.nameField}: Already exists`]);
  const refuseDeleted = (res: Response) => {
    if (!res.locals.workspace.isDeleted) return false;
    sendError(res, 403, 'The workspace you are trying to access is no longer active');
    return true;
  };
  const writable = (res: Response, id: string) => {
    const existing = store.get(res.locals.workspace.id, key, id);
    if (!existing) sendError(res, 404, `${label} not found`);
    else if (existing.isReadOnly) sendError(res, 403, `This ${label} is read-only and cannot be changed`);
    else return existing;
    return undefined;
  };

  router.get('/', (_req, res) => {
    sendJsonData(res, store.listJson(res.locals.workspace.id, key));
  });

  router.post('/', validate(resource.create), (_req, res) => {
    if (refuseDeleted(res)) return;
    try {
      const record = insertRecord(store, res.locals.workspace.id, key, res.locals.body as Record<string, unknown>, {
        id: randomUUID(),
        at: new Date().toISOString(),
      });
      sendData(res, record, 201);
    } catch (error) {
      if (error instanceof DuplicateNameError) return duplicate(res);
      throw error;
    }
  });

  router.put('/:id', validate(resource.update), (req, res) => {
    if (refuseDeleted(res)) return;
    const existing = writable(res, req.params.id as string);
    if (!existing) return;
    try {
      const body = res.locals.body as Record<string, unknown>;
      sendData(res, replaceRecord(store, res.locals.workspace.id, key, existing, body, new Date().toISOString()));
    } catch (error) {
      if (error instanceof DuplicateNameError) return duplicate(res);
      throw error;
    }
  });

  router.delete('/:id', (req, res) => {
    if (refuseDeleted(res)) return;
    const existing = writable(res, req.params.id as string);
    if (!existing) return;
    store.delete(res.locals.workspace.id, key, existing.id);
    sendData(res, { id: existing.id });
  });

  return router;
}
