import { randomBytes, timingSafeEqual } from 'node:crypto';
import { findWorkspaceBodySchema, loginBodySchema } from '@agentdeck/api-client';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { sendData, sendError } from '../middleware/errors';
import type { SignInThrottle } from '../middleware/sign-in-throttle';
import { validate } from '../middleware/validate';
import { isSuperAdmin, mayEnter, SEED_PASSWORD, users, workspaces, workspacesById } from '../seed/identity';
import type { Store } from '../store/store';

const samePassword = (given: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(SEED_PASSWORD);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /auth/login, before the auth middleware. A username that failed too often from this
 * address is answered 429 with `Retry-After` (whole seconds) until its window passes.
 */
export function loginRoute(store: Store, throttle: SignInThrottle, now: () => Date): Router {
  const router = Router();
  router.post('/auth/login', validate(loginBodySchema), (req, res) => {
    const { username, password } = res.locals.body as z.infer<typeof loginBodySchema>;
    const address = req.ip ?? '';
    const retryAfter = throttle.retryAfterSeconds(address, username);
    if (retryAfter !== undefined) {
      res.set('retry-after', String(retryAfter));
      return sendError(res, 429, 'Too many sign-in attempts', [`Try again in ${retryAfter} seconds`]);
    }
    const user = users.find((u) => u.username === username);
    if (!user || !samePassword(password)) {
      throttle.failed(address, username);
      return sendError(res, 401, 'Invalid username or password');
    }
    throttle.succeeded(address, username);
    const token = randomBytes(24).toString('hex');
    store.sessions.add(token, user.id, now());
    sendData(res, { token, user });
  });
  return router;
}

/** Logout, me, and the workspace list and lookup, behind the auth middleware. */
export function identityRoutes(store: Store): Router {
  const router = Router();
  router.post('/auth/logout', (_req, res) => {
    store.sessions.delete(res.locals.token);
    sendData(res, null);
  });
  router.get('/auth/me', (_req, res) => sendData(res, res.locals.user));
  router.get('/workspaces', (_req, res) => {
    const user = res.locals.user;
    sendData(res, isSuperAdmin(user) ? workspaces : workspaces.filter((w) => mayEnter(user, w)));
  });
  const find: RequestHandler = (_req, res) => {
    const { id } = res.locals.body as z.infer<typeof findWorkspaceBodySchema>;
    const workspace = workspacesById.get(id);
    if (!workspace) return sendError(res, 404, 'Workspace not found');
    if (!mayEnter(res.locals.user, workspace)) return sendError(res, 403, 'You do not have access to this workspace');
    sendData(res, workspace);
  };
  router.post('/workspaces/find', validate(findWorkspaceBodySchema), find);
  return router;
}
