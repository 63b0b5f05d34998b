import { Router, type RequestHandler } from 'express';

/**
 * The bearer token the demo API's protected endpoint accepts. A demo value, not a secret: store
 * it in the vault and choose Bearer Token, and an API tool on `/demo-api/secure/orders` verifies.
 */
export const DEMO_API_BEARER_TOKEN = 'demo-api-token';

const requireDemoBearer: RequestHandler = (req, res, next) => {
  if (req.headers.authorization === `Bearer ${DEMO_API_BEARER_TOKEN}`) return next();
  res.set('WWW-Authenticate', 'Bearer').status(401).json({ message: 'Unauthorized' });
};

const orders: RequestHandler = (req, res) => {
  res.json({ method: req.method, orders: [{ id: 'SO-1042', status: 'shipped' }] });
};

/**
 * Mounted at `/demo-api`: a small REST API for API tools to be verified against offline (as the
 * demo MCP server is for MCP servers). `/orders` answers every method; `/secure/orders` the same
 * behind a bearer token (401 otherwise).
 */
export function demoApiRouter(): Router {
  const router = Router();
  router.all('/orders', orders);
  router.all('/secure/orders', requireDemoBearer, orders);
  return router;
}
