import type { RequestHandler } from 'express';
import { usersById } from '../seed/identity';
import type { Store } from '../store/store';
import { sendError } from './errors';

/** A session ends after this long without an authenticated call (issue 21). */
export const SESSION_IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;

export const bearerToken = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined);

/**
 * 401 without a valid bearer token, or with one unused for `SESSION_IDLE_LIMIT_MS` (that session
 * ends); otherwise the call counts as a use of the session, and `res.locals.user` and
 * `res.locals.token` are set.
 */
export function requireAuth(store: Store, now: () => Date): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    const session = token ? store.sessions.get(token) : undefined;
    const user = session && usersById.get(session.userId);
    if (!token || !session || !user) return sendError(res, 401, 'Authentication required', ['A valid bearer token is required']);
    const at = now();
    if (at.getTime() - session.lastUsedAt >= SESSION_IDLE_LIMIT_MS) {
      store.sessions.delete(token);
      return sendError(res, 401, 'Authentication required', ['The session ended after 12 hours without use; sign in again']);
    }
    store.sessions.touch(token, at);
    res.locals.user = user;
    res.locals.token = token;
    next();
  };
}
