import { validate as check } from '@agentdeck/api-client';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { sendError } from './errors';

/**
 * Validates the JSON body with a contract schema and keeps the parsed value in
 * `res.locals.body` (Express 5: never assign to req.query; the body is left as sent).
 * A missing body is validated as `{}`, so every missing field is listed.
 */
export function validate(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    const result = check(schema, req.body ?? {});
    if (!result.success) return sendError(res, 400, 'Validation failed', result.errors);
    res.locals.body = result.data;
    next();
  };
}

/**
 * Validates the query string with a contract schema and keeps the parsed value in
 * `res.locals.query` (Express 5's `req.query` is a getter: it is read, never assigned). A
 * parameter given twice arrives as a list and is refused by the schema's text rule.
 */
export function validateQuery(schema: z.ZodType): RequestHandler {
  return (req, res, next) => {
    const result = check(schema, req.query);
    if (!result.success) return sendError(res, 400, 'Validation failed', result.errors);
    res.locals.query = result.data;
    next();
  };
}
