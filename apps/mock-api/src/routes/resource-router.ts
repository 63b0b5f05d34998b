import { randomUUID } from 'node:crypto';
import { resources, type ResourceKey } from '@agentdeck/api-client';
import { Router } from 'express';
import { sendData, sendJsonData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { insertRecord, replaceRecord } from '../store/records';
import type { Store } from '../store/store';
import { assertWorkspaceActive, withUniqueName, writableRecord } from './record-guards';

export interface ResourceRouterOptions {
  /** Runs in the delete's transaction, before the record goes: what else must change with it. */
  onDelete?: (wid: string, id: string) => void;
}

/**
 * The one CRUD router: list, create, update and delete of a workspace resource, validated by
 * the contract's schemas. Runs behind `requireWorkspace`, so `res.locals.workspace` is the
 * checked workspace; a record of another workspace is simply not found (404, never its data).
 */
export function resourceRouter(store: Store, key: ResourceKey, now: () => Date, options: ResourceRouterOptions = {}): Router {
  const resource = resources[key];
  const router = Router({ mergeParams: true });

  router.get('/', (_req, res) => {
    sendJsonData(res, store.records.listJson(res.locals.workspace.id, key));
  });

  router.post('/', validate(resource.create), (_req, res) => {
    assertWorkspaceActive(res);
    const body = res.locals.body as Record<string, unknown>;
    const record = withUniqueName(key, () =>
      insertRecord(store, res.locals.workspace.id, key, body, { id: randomUUID(), at: now().toISOString() }),
    );
    sendData(res, record, 201);
  });

  router.put('/:id', validate(resource.update), (req, res) => {
    const existing = writableRecord(store, res, key, req.params.id as string);
    const body = res.locals.body as Record<string, unknown>;
    sendData(res, withUniqueName(key, () => replaceRecord(store, res.locals.workspace.id, key, existing, body, now().toISOString())));
  });

  router.delete('/:id', (req, res) => {
    const existing = writableRecord(store, res, key, req.params.id as string);
    const wid = res.locals.workspace.id;
    store.transaction(() => {
      options.onDelete?.(wid, existing.id);
      store.records.delete(wid, key, existing.id);
    });
    sendData(res, { id: existing.id });
  });

  return router;
}
