import type { ErrorRequestHandler, RequestHandler, Response } from 'express';

/** An answer with an error status and the `{ message, errors }` body (spec README decision 4). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: string[] = [],
    /** More of the body beside message and errors: a stale save's `current` record. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const sendError = (res: Response, status: number, message: string, errors: string[] = []) => {
  res.status(status).json({ message, errors });
};

/** Sends `{ "data": … }`. */
export const sendData = (res: Response, data: unknown, status = 200) => sendJsonData(res, JSON.stringify(data ?? null), status);

/** Sends `{ "data": … }` around a ready JSON text, to keep list reads cheap. */
export const sendJsonData = (res: Response, json: string, status = 200) => {
  res.status(status).set('content-type', 'application/json; charset=utf-8').send(`{"data":${json}}`);
};

export const notFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No route for ${req.method} ${req.path}`);
};

/**
 * The one error handler. Client errors from body parsing keep their status (a malformed JSON
 * body is a 400); anything unexpected is a 500 whose details go to the log, never the body.
 */
export function errorHandler(log: (line: string) => void): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof HttpError) return void res.status(error.status).json({ message: error.message, errors: error.errors, ...error.extra });
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const type = (error as { type?: string }).type;
      const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : (error as Error).message;
      return sendError(res, status, message, [message]);
    }
    log(`error ${(error as Error)?.name ?? 'Error'}: ${(error as Error)?.message ?? String(error)}`);
    return sendError(res, 500, 'Internal server error');
  };
}
