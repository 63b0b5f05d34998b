import {
  nameOf,
  RECENT_ACTIVITY_LIMIT,
  resourceKeys,
  resources,
  type ResourceKey,
} from '@agentdeck/api-client';
import { Router } from 'express';
import { sendData } from '../middleware/errors';
import type { Store } from '../store/store';

/**
 * `GET /workspaces/{wid}/activities`: the recent-activities feed (spec 002), derived from the
 * workspace's records: the newest creations and updates across every resource, newest first.
 * Mounted behind requireWorkspace, so it reads only the caller's workspace.
 */
export function activityRoutes(store: Store): Router {
  const router = Router({ mergeParams: true });
  const known = new Set<string>(resourceKeys);

  router.get('/activities', (_req, res) => {
    const rows = store.records.recentlyChanged(res.locals.workspace.id, RECENT_ACTIVITY_LIMIT).filter((row) => known.has(row.resource));
    sendData(
      res,
      rows.map(({ resource, record }) => {
        const key = resource as ResourceKey;
        return {
          id: `${key}:${record.id}`,
          resource: key,
          label: resources[key].label,
          recordId: record.id,
          name: nameOf(resources[key], record) ?? record.id,
          action: record.updatedAt === record.createdAt ? 'created' : 'updated',
          at: record.updatedAt,
        };
      }),
    );
  });
  return router;
}
