import type { NextFunction, RequestHandler, Response } from 'express';
import { mayEnter, workspacesById } from '../seed/identity';
import { sendError } from './errors';

/**
 * Isolation (spec README decision 3): the `{wid}` of the path and the `x-workspace-id` header
 * must agree and the user must be allowed in the workspace, else 403; an unknown workspace is
 * a 404. Sets `res.locals.workspace`.
 */
export const requireWorkspace: RequestHandler<{ wid: string }> = (req, res, next) => {
  const { wid } = req.params;
  if (!/^\d+$/.test(wid)) return sendError(res, 400, 'Validation failed', ['wid: Workspace id must be digits']);
  if (req.headers['x-workspace-id'] !== wid) {
    return sendError(res, 403, 'The x-workspace-id header must match the workspace in the path', [
      'x-workspace-id: Must equal the workspace id of the path',
    ]);
  }
  enterWorkspace(wid, res, next);
};

/**
 * The same isolation for a call whose path names no workspace (the chatbot service's
 * `/mcp/tools`): the `x-workspace-id` header alone names it (spec 001 section 7).
 */
export const requireWorkspaceHeader: RequestHandler = (req, res, next) => {
  const wid = req.headers['x-workspace-id'];
  if (typeof wid !== 'string' || !/^\d+$/.test(wid)) {
    return sendError(res, 400, 'Validation failed', ['x-workspace-id: Workspace id must be digits']);
  }
  enterWorkspace(wid, res, next);
};

function enterWorkspace(wid: string, res: Response, next: NextFunction) {
  const workspace = workspacesById.get(wid);
  if (!workspace) return sendError(res, 404, 'Workspace not found');
  if (!mayEnter(res.locals.user, workspace)) return sendError(res, 403, 'You do not have access to this workspace');
  res.locals.workspace = workspace;
  next();
}
