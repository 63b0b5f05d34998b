import { randomUUID } from 'node:crypto';
import { feedbackBodySchema, mcpToolsBodySchema } from '@agentdeck/api-client';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { hashFeedbackKey } from '../feedback/keys';
import { isRefusedAddress, REFUSED_ADDRESS } from '../mcp/address-guard';
import { listMcpTools, TOOLS_UNAVAILABLE } from '../mcp/list-tools';
import { sendData, sendError } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { requireWorkspaceHeader } from '../middleware/workspace';
import { authorizationHeaders, withHeaders } from '../outbound/authorization-headers';
import { workspaceRecords } from '../records/workspace-records';
import type { Store } from '../store/store';

/**
 * The chatbot service (spec README decision 8). Feedback comes from external systems with the
 * workflow's feedback key as api_key (401 otherwise); the MCP tool lookup needs the console's
 * bearer token and a workspace. The console reads the feedback as the workspace's learning
 * records (`routes/learnings.ts`).
 */
export function chatbotRoutes(store: Store, requireAuth: RequestHandler, mcpTimeoutMs: number, now: () => Date): Router {
  const router = Router();

  /**
   * The key is checked before the payload, as a credential is: a missing, wrong or other
   * workflow's key is a 401 and nothing is written. The feedback goes to the workspace that
   * issued the key; the key is never stored with the record nor answered.
   */
  const feedbackKeyOf: RequestHandler = (req, res, next) => {
    const key: unknown = (req.body as { api_key?: unknown } | undefined)?.api_key;
    const workspaceId = typeof key === 'string' && key ? store.feedback.workspaceOfKey(req.params.workflowId as string, hashFeedbackKey(key)) : undefined;
    if (!workspaceId) return sendError(res, 401, 'Invalid feedback key', ['api_key: Must be the feedback key of this workflow']);
    res.locals.feedbackWorkspaceId = workspaceId;
    next();
  };
  router.post('/feedback/:workflowId', feedbackKeyOf, validate(feedbackBodySchema), (req, res) => {
    const body = res.locals.body as z.infer<typeof feedbackBodySchema>;
    const workflowId = req.params.workflowId as string;
    const record = {
      id: randomUUID(),
      workflowId,
      sessionId: body.session_id,
      agentId: body.agent_id,
      feedbackMessage: body.feedback_message,
      feedbackData: body.feedback_data,
      createdAt: now().toISOString(),
    };
    store.feedback.add(res.locals.feedbackWorkspaceId, workflowId, record);
    sendData(res, record, 201);
  });

  router.use(requireAuth);

  // Workspace-scoped like every call (spec 001 section 7): the authorization's vault keys are
  // resolved from that workspace's vault.
  router.post('/mcp/tools', requireWorkspaceHeader, validate(mcpToolsBodySchema), async (_req, res) => {
    const { config } = res.locals.body as z.infer<typeof mcpToolsBodySchema>;
    if (config.transport === 'stdio') return sendError(res, 400, TOOLS_UNAVAILABLE, ['config.transport: stdio servers cannot be reached over HTTP']);
    if (await isRefusedAddress(config.url)) return sendError(res, 400, TOOLS_UNAVAILABLE, [REFUSED_ADDRESS]);
    const authorization = authorizationHeaders(workspaceRecords(store.records, res.locals.workspace.id), config.authorization, 'config.authorization');
    if (authorization.problems.length) return sendError(res, 400, TOOLS_UNAVAILABLE, authorization.problems);
    try {
      const headers = withHeaders(config.headers ?? {}, authorization.headers);
      sendData(res, await listMcpTools(config.url, config.transport, headers, mcpTimeoutMs));
    } catch (error) {
      sendError(res, 502, TOOLS_UNAVAILABLE, [error instanceof Error ? error.message : String(error)]);
    }
  });

  return router;
}
