import { diffQuerySchema, publishBodySchema } from '@agentdeck/api-client';
import { checkGraph, diffGraphs, newestFirst, suggestReleaseType } from '@agentdeck/api-client/workflow';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { validate, validateQuery } from '../middleware/validate';
import type { Store } from '../store/store';
import { workspaceLookups } from '../workflows/lookups';
import { publishDraft } from '../workflows/publish';
import { saveDraft, type WorkflowRecord } from '../workflows/workflow-records';
import { foundRecord, writableRecord } from './record-guards';

/**
 * A workflow's versions (design section 1.4): list, publish, read and restore one; the diff of
 * any two of them or the draft, and the publish check of the draft. A version is immutable:
 * there is no route to change or delete one, so such a call is the usual 404.
 */
export function workflowVersionRoutes(store: Store, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const workflowOf = (res: Response, id: string) => foundRecord(store, res, 'workflow', id) as WorkflowRecord;
  const versionOf = (res: Response, workflow: WorkflowRecord, version: string) => {
    const found = store.versions.get(res.locals.workspace.id, workflow.id, version);
    if (!found) throw new HttpError(404, `Version ${version} of '${workflow.name}' not found`);
    return found;
  };

  router.get('/:id/versions', (req, res) => {
    const workflow = workflowOf(res, req.params.id as string);
    const versions = newestFirst(store.versions.list(res.locals.workspace.id, workflow.id));
    sendData(res, versions.map(({ graph: _graph, ...summary }) => summary));
  });

  router.post('/:id/versions', validate(publishBodySchema), (req, res) => {
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string) as WorkflowRecord;
    const body = res.locals.body as z.output<typeof publishBodySchema>;
    const { id, name } = res.locals.user;
    sendData(res, publishDraft(store, res.locals.workspace.id, workflow, body, { id, name }, now().toISOString()));
  });

  router.get('/:id/versions/:version', (req, res) => {
    sendData(res, versionOf(res, workflowOf(res, req.params.id as string), req.params.version as string));
  });

  router.post('/:id/versions/:version/restore', (req, res) => {
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string) as WorkflowRecord;
    const { graph } = versionOf(res, workflow, req.params.version as string);
    sendData(res, saveDraft(store, res.locals.workspace.id, workflow, { draft: graph }, now().toISOString()));
  });

  router.get('/:id/diff', validateQuery(diffQuerySchema), (req, res) => {
    const workflow = workflowOf(res, req.params.id as string);
    const query = res.locals.query as z.output<typeof diffQuerySchema>;
    const sides = (['from', 'to'] as const).map((side) => {
      const value = query[side];
      return value === 'draft' ? workflow.draft : store.versions.get(res.locals.workspace.id, workflow.id, value)?.graph;
    });
    const unknown = (['from', 'to'] as const).filter((side, index) => !sides[index]);
    if (unknown.length > 0) {
      throw new HttpError(400, 'Validation failed', unknown.map((side) => `${side}: Version ${query[side]} is not published`));
    }
    const changes = diffGraphs(sides[0]!, sides[1]!);
    sendData(res, { from: query.from, to: query.to, changes, suggested: suggestReleaseType(changes) });
  });

  router.post('/:id/check', (req, res) => {
    const workflow = workflowOf(res, req.params.id as string);
    const problems = checkGraph(workflow.draft, { resolve: workspaceLookups(store, res.locals.workspace.id).resolve });
    sendData(res, { ok: problems.length === 0, problems });
  });

  return router;
}
