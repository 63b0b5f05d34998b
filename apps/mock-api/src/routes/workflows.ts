import { randomUUID } from 'node:crypto';
import { resources } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { sendData, sendJsonData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import type { Store } from '../store/store';
import { environmentsOf } from '../workflows/environments/environment-records';
import { assertCurrentRevision, assertTagsExist, insertWorkflow, saveDraft, type WorkflowRecord } from '../workflows/workflow-records';
import { assertWorkspaceActive, foundRecord, withUniqueName, writableRecord } from './record-guards';
import { workflowTransferRoutes } from './workflow-transfer';
import { workflowVersionRoutes } from './workflow-versions';

/**
 * `/workspaces/{wid}/workflows` (design section 1.5): list (each without its draft graph, with
 * `nodeCount`), read one with its draft, create, save the draft with the
 * revision it started from (409 with the stored workflow when another save came first), delete
 * with its versions; then the versions, diff, check, export and import calls.
 */
export function workflowRoutes(store: Store, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const { create, update } = resources.workflow;

  router.get('/', (_req, res) => {
    sendJsonData(res, store.records.listWorkflowsJson(res.locals.workspace.id));
  });

  router.get('/:id', (req, res) => {
    sendData(res, foundRecord(store, res, 'workflow', req.params.id as string));
  });

  router.post('/', validate(create), (_req, res) => {
    assertWorkspaceActive(res);
    const wid = res.locals.workspace.id;
    const body = res.locals.body as z.output<typeof create>;
    assertTagsExist(store, wid, body.tagIds);
    const workflow = withUniqueName('workflow', () => insertWorkflow(store, wid, body, { id: randomUUID(), at: now().toISOString() }));
    sendData(res, workflow, 201);
  });

  router.put('/:id', validate(update), (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string) as WorkflowRecord;
    const { revision, ...changes } = res.locals.body as z.output<typeof update>;
    assertCurrentRevision(workflow, revision);
    assertTagsExist(store, wid, changes.tagIds);
    sendData(res, withUniqueName('workflow', () => saveDraft(store, wid, workflow, changes, now().toISOString())));
  });

  router.delete('/:id', (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string);
    store.transaction(() => {
      store.versions.deleteOf(wid, workflow.id);
      environmentsOf(store).deleteOf(wid, workflow.id);
      store.records.delete(wid, 'workflow', workflow.id);
    });
    sendData(res, { id: workflow.id });
  });

  router.use(workflowVersionRoutes(store, now));
  router.use(workflowTransferRoutes(store, now));
  return router;
}
