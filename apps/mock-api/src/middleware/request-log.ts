import type { RequestHandler } from 'express';

/**
 * One cheap line per request: method, path (no query string), status and time. Bodies and
 * headers are never logged, so secrets cannot reach the log.
 */
export function requestLog(write: (line: string) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      write(`${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });
    next();
  };
}
