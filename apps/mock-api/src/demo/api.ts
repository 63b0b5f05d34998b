import { setTimeout as sleep } from 'node:timers/promises';
import { Router } from 'express';
import type { DemoIdempotencyKeys } from './idempotency-keys';

/**
 * The bearer token the demo API's protected endpoint accepts. A demo value, not a secret: store
 * it in the vault and choose Bearer Token, and an API tool on `/demo-api/secure/orders` verifies.
 */
export const DEMO_API_BEARER_TOKEN = 'demo-api-token';

export interface DemoAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** How long to wait before answering (`/slow`). */
  delayMs?: number;
}

/** The longest `/slow` waits, so a mistyped delay cannot hold a connection for long. */
const MAX_DELAY_MS = 60_000;

const POLICY_NUMBER = /\bPOL-\d{4,}\b/;

/**
 * The demo API's answer to a request (paths below `/demo-api`), or undefined for a path it does
 * not serve. One function, so the seeded history reaches it in process as tools reach it over HTTP.
 * `/orders` answers every method; `/secure/orders` the same behind a bearer token (401 otherwise);
 * `/policies?policy_number=` the policy whose number (POL-…) it holds, 404 when it holds none; `/tickets` opens one;
 * `/slow?delay_ms=` answers every method after that many milliseconds (at most a minute), so a run can be caught mid-way.
 */
export function demoApiAnswer(method: string, path: string, query: URLSearchParams, authorization: string | undefined): DemoAnswer | undefined {
  const orders = { status: 200, body: { method, orders: [{ id: 'SO-1042', status: 'shipped' }] } };
  switch (path) {
    case '/orders':
      return orders;
    case '/secure/orders':
      return authorization === `Bearer ${DEMO_API_BEARER_TOKEN}` ? orders : { status: 401, body: { message: 'Unauthorized' }, headers: { 'WWW-Authenticate': 'Bearer' } };
    case '/policies': {
      const asked = query.get('policy_number') ?? '';
      const number = POLICY_NUMBER.exec(asked)?.[0];
      if (!number) return { status: 404, body: { message: `No policy '${asked}'` } };
      return { status: 200, body: { policy_number: number, holder_name: 'Jane Doe', status: 'active', cover: 'comprehensive' } };
    }
    case '/tickets':
      return { status: 201, body: { id: 'SUP-1042', status: 'open' } };
    case '/slow': {
      const delayMs = Math.min(MAX_DELAY_MS, Math.max(0, Number(query.get('delay_ms')) || 0));
      return { status: 200, body: { method, delayedMs: delayMs }, delayMs };
    }
    default:
      return undefined;
  }
}

/**
 * Mounted at `/demo-api`: a small REST API for API tools to be verified and run against offline
 * (as the demo MCP server is for MCP servers). It keeps the `Idempotency-Key` of each request it
 * serves and answers them at `GET /idempotency-keys` (`{ keys: [{ key, method, path, count }] }`),
 * public as the rest of the demo API is.
 */
export function demoApiRouter(keys: DemoIdempotencyKeys, clock: () => Date): Router {
  const router = Router();
  router.get('/idempotency-keys', (_req, res) => void res.json({ keys: keys.seen() }));
  router.use(async (req, res, next) => {
    const answer = demoApiAnswer(req.method, req.path, new URL(req.url, 'http://demo').searchParams, req.headers.authorization);
    if (!answer) return next();
    const key = req.get('idempotency-key');
    if (key) keys.record(key, req.method, req.path, clock());
    if (answer.delayMs) await sleep(answer.delayMs);
    res.status(answer.status).set(answer.headers ?? {}).json(answer.body);
  });
  return router;
}
