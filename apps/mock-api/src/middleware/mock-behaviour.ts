import type { RequestHandler } from 'express';
import { sendError } from './errors';

export interface MockBehaviour {
  /** Added latency in milliseconds for every request. */
  latencyMs: number;
  /** Share of requests (0 to 1) answered with an injected 503. */
  failureRate: number;
}

const MAX_LATENCY_MS = 30_000;
const number = (value: string | string[] | undefined) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

/**
 * Latency and failures for frontend work, so loading and error states can be seen: the start
 * flags set defaults, the `x-mock-latency` and `x-mock-failure-rate` headers override them per
 * request. Out-of-range header values are clamped rather than refused.
 */
export function mockBehaviour(defaults: MockBehaviour, random: () => number = Math.random): RequestHandler {
  return (req, res, next) => {
    const headerLatency = number(req.headers['x-mock-latency']);
    const headerRate = number(req.headers['x-mock-failure-rate']);
    const latency = Math.min(MAX_LATENCY_MS, Math.max(0, Number.isFinite(headerLatency) ? headerLatency : defaults.latencyMs));
    const rate = Math.min(1, Math.max(0, Number.isFinite(headerRate) ? headerRate : defaults.failureRate));
    const proceed = () => {
      if (rate > 0 && random() < rate) return sendError(res, 503, 'Injected failure: the mock API is simulating an outage', []);
      next();
    };
    if (latency > 0) setTimeout(proceed, latency);
    else proceed();
  };
}
