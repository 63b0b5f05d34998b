import { lineageQuerySchema } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { focusRecord } from '../lineage/focus-record';
import { lineageGraph } from '../lineage/lineage-graph';
import { LineageQuery } from '../lineage/lineage-query';
import { HttpError, sendData } from '../middleware/errors';
import { validateQuery } from '../middleware/validate';
import type { Store } from '../store/store';

/**
 * `GET /workspaces/{wid}/lineage` (design section 3.4), mounted behind requireWorkspace. Sandbox
 * workspaces have no data lineage (403, as the console hides the section there). A focus is a node
 * some run of the workspace used or a record of the workspace no run has used yet; anything else,
 * another workspace's record included, is not found (404, never its data).
 */
export function lineageRoutes(store: Store): Router {
  const router = Router({ mergeParams: true });
  const query = new LineageQuery(store);
  router.get(
    '/lineage',
    (_req, res, next) => {
      if (res.locals.workspace.license === 'sandbox') throw new HttpError(403, 'Data lineage is not available in sandbox workspaces');
      next();
    },
    validateQuery(lineageQuerySchema),
    (_req, res) => {
      const asked = res.locals.query as z.output<typeof lineageQuerySchema>;
      const workspaceId = res.locals.workspace.id;
      const focus = asked.focus ? (query.known(workspaceId, asked.focus) ?? focusRecord(store, workspaceId, asked.focus) ?? null) : null;
      if (asked.focus && !focus) throw new HttpError(404, `Nothing in this workspace has the lineage id '${asked.focus}'`);
      const asOf = asked.asOf ? new Date(asked.asOf).toISOString() : null;
      sendData(res, lineageGraph(query.tally(workspaceId, asOf), { focus, direction: asked.direction, depth: Number(asked.depth), asOf }));
    },
  );
  return router;
}
