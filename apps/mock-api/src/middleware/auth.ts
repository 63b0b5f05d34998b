import type { RequestHandler } from 'express';
import { usersById } from '../seed/identity';
import type { Store } from '../store/store';
import { sendError } from './errors';

export const bearerToken = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined);

/** 401 without a valid bearer token; otherwise `res.locals.user` and `res.locals.token`. */
export function requireAuth(store: Store): RequestHandler {
  return (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    const user = token ? usersById.get(store.sessionUser(token) ?? '') : undefined;
    if (!token || !user) return sendError(res, 401, 'Authentication required', ['A valid bearer token is required']);
    res.locals.user = user;
    res.locals.token = token;
    next();
  };
}
