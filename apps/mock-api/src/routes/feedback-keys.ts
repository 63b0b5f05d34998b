import { workflowIdSchema, type feedbackKeySchema } from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { newFeedbackKey } from '../feedback/keys';
import { sendData, sendError } from '../middleware/errors';
import type { Store } from '../store/store';

type FeedbackKey = z.infer<typeof feedbackKeySchema>;

/**
 * `GET` and `POST /workspaces/{wid}/feedback-keys/{workflowId}`: a workflow's feedback key, by its
 * hint only, and issuing one (which replaces the one before and is the only answer holding the key
 * itself). Mounted behind requireWorkspace: a key belongs to the workspace that issued it.
 */
export function feedbackKeyRoutes(store: Store, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  router.use('/feedback-keys/:workflowId', (req, res, next) => {
    const parsed = workflowIdSchema.safeParse(req.params.workflowId);
    if (!parsed.success) return sendError(res, 400, 'Validation failed', ['workflowId: Must be 1 to 200 characters']);
    next();
  });
  router.get('/feedback-keys/:workflowId', (req, res) => {
    const row = store.feedback.key(res.locals.workspace.id, req.params.workflowId as string);
    if (!row) return sendError(res, 404, 'No feedback key has been issued for this workflow');
    sendData(res, { workflowId: row.workflow_id, keyHint: row.key_hint, createdAt: row.created_at } satisfies FeedbackKey);
  });
  router.post('/feedback-keys/:workflowId', (req, res) => {
    const workflowId = req.params.workflowId as string;
    const { key, hash, hint } = newFeedbackKey();
    const createdAt = now().toISOString();
    store.feedback.setKey(res.locals.workspace.id, workflowId, hash, hint, createdAt);
    sendData(res, { workflowId, key, keyHint: hint, createdAt }, 201);
  });
  return router;
}
