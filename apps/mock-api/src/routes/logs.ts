import {
  logContextQuerySchema,
  logQuerySchema,
  logStreamQuerySchema,
  LOG_CONTEXT_SIZE,
  LOG_DEFAULT_RANGE_MS,
  LOG_PAGE_SIZE,
} from '@agentdeck/api-client';
import { Router } from 'express';
import type { z } from 'zod';
import { openEventStream } from '../events/event-stream';
import { HttpError, sendJsonData } from '../middleware/errors';
import { validateQuery } from '../middleware/validate';
import { LogSearch, type LogPosition, type LogRange } from '../logs/log-search';
import { compileLogQuery, LogQueryError, type LogQuerySql } from '../logs/query-to-sql';
import type { RunService } from '../runs/run-service';
import type { Store } from '../store/store';

/** Lines sent per read of the store when a tail catches up (after a long drop, say). */
const TAIL_BATCH = 500;

const cursorOf = ({ ts, seq }: LogPosition) => Buffer.from(`log:${seq}:${ts}`).toString('base64url');
function positionOf(cursor: string): LogPosition {
  const match = /^log:(\d{1,15}):(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new HttpError(400, 'Validation failed', ['cursor: Not a cursor this list gave']);
  return { seq: Number(match[1]), ts: match[2]! };
}

function compiled(query: string): LogQuerySql {
  try {
    return compileLogQuery(query);
  } catch (error) {
    if (error instanceof LogQueryError) throw new HttpError(400, 'Validation failed', [`query: ${error.message}`]);
    throw error;
  }
}

/**
 * Logging (design section 3.2): the workspace's log lines by query and range with the histogram
 * and facets, a line's context in its run, and the live tail. `now` is the mock API's clock (the
 * default range ends there), which tests move.
 */
export function logRoutes(store: Store, runs: RunService, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const search = new LogSearch(store.db);

  router.get('/logs', validateQuery(logQuerySchema), (_req, res) => {
    const query = res.locals.query as z.output<typeof logQuerySchema>;
    const started = performance.now();
    const filter = compiled(query.query);
    const after = query.cursor === undefined ? undefined : positionOf(query.cursor);
    const from = query.from ? new Date(query.from) : undefined;
    const to = query.to ? new Date(query.to) : new Date(Math.max(now().getTime(), from?.getTime() ?? 0));
    const range: LogRange = { from: from ?? new Date(to.getTime() - LOG_DEFAULT_RANGE_MS), to };
    const page = search.page(res.locals.workspace.id, range, filter, after, query.limit ? Number(query.limit) : LOG_PAGE_SIZE);
    const paged = performance.now();
    const summary = search.summary(res.locals.workspace.id, range, filter);
    // The two parts' times, for the browser's network panel and bench/mock-api-logs.
    res.set('server-timing', `lines;dur=${(paged - started).toFixed(1)}, summary;dur=${(performance.now() - paged).toFixed(1)}`);
    // The lines' JSON goes out as stored, unparsed: a page of 1,000 lines stays cheap.
    const rest = JSON.stringify({ nextCursor: page.next && cursorOf(page.next), ...summary, from: range.from.toISOString(), to: range.to.toISOString() });
    sendJsonData(res, `{"lines":[${page.lines.map((line) => line.json).join(',')}],${rest.slice(1)}`);
  });

  /**
   * Server-sent events: a heartbeat at once (its id the position the tail starts from, so a client
   * dropped before any line came resumes without a gap), then each line the workspace gets that
   * the query matches, read back from the store with the same compiled query as the list. With
   * `Last-Event-ID`, first every matching line written after it.
   */
  router.get('/logs/stream', validateQuery(logStreamQuerySchema), (req, res) => {
    const { query } = res.locals.query as z.output<typeof logStreamQuerySchema>;
    const filter = compiled(query);
    const workspaceId = res.locals.workspace.id;
    const header = req.headers['last-event-id'];
    // Lines up to `scanned` have been sent if they matched. An id past the last line (given by a
    // store since emptied, say) would hold back the lines to come: the tail starts at the last one.
    const last = search.lastSeq();
    let scanned = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Math.min(Number(header), last) : last;
    let scheduled = false;
    let reading: Promise<void> | null = null;
    let readAgain = false;
    const readNew = async () => {
      do {
        readAgain = false;
        const upTo = search.lastSeq();
        while (!stream.isClosed && scanned < upTo) {
          const lines = search.written(workspaceId, filter, scanned, upTo, TAIL_BATCH);
          let flowing = true;
          for (const line of lines) flowing = stream.send(line.seq, 'log', line.json);
          scanned = lines.length === TAIL_BATCH ? lines.at(-1)!.seq : upTo;
          if (!flowing) await stream.drained();
        }
      } while (readAgain && !stream.isClosed);
    };
    const read = () => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = readNew()
        .catch(() => stream.close())
        .finally(() => (reading = null));
    };
    // Lines are written during a run's work; reading them back once per turn of the event loop
    // sends a burst together.
    const unsubscribe = runs.subscribeLogs(workspaceId, () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!stream.isClosed) read();
      });
    });
    const stream = openEventStream(req, res, {
      heartbeat: (open) => void open.send(scanned, 'heartbeat', JSON.stringify({ at: now().toISOString() })),
      onClose: unsubscribe,
    });
    read();
  });

  router.get('/logs/:id/context', validateQuery(logContextQuerySchema), (req, res) => {
    const query = res.locals.query as z.output<typeof logContextQuerySchema>;
    const workspaceId = res.locals.workspace.id;
    const line = search.line(workspaceId, req.params.id as string);
    if (!line) throw new HttpError(404, 'Log line not found');
    const wanted = { before: query.before ? Number(query.before) : LOG_CONTEXT_SIZE, after: query.after ? Number(query.after) : LOG_CONTEXT_SIZE };
    const before = search.aroundInRun(workspaceId, line.runId, line.seq, 'before', wanted.before + 1);
    const after = search.aroundInRun(workspaceId, line.runId, line.seq, 'after', wanted.after + 1);
    const json = (lines: { json: string }[]) => `[${lines.map((each) => each.json).join(',')}]`;
    sendJsonData(
      res,
      `{"line":${line.json},"before":${json(before.slice(0, wanted.before).reverse())},"after":${json(after.slice(0, wanted.after))},` +
        `"moreBefore":${before.length > wanted.before},"moreAfter":${after.length > wanted.after}}`,
    );
  });

  return router;
}
