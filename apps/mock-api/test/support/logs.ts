import { LOG_LEVELS, type LogLine, type Run } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import { runTableNames } from '../../src/store/run-tables';
import type { TestServer } from './server';

export const logsPath = (wid: string, rest = '', params: Record<string, string> = {}) => {
  const search = new URLSearchParams(params).toString();
  return `/api/workspaces/${wid}/logs${rest}${search ? `?${search}` : ''}`;
};

/** Queries written to break out into the SQL or to wear the parser out: each is refused (400) or matches only what it says. */
export const hostileQueries = [
  "'; DROP TABLE run_logs; --",
  '"\'; DROP TABLE run_logs; --"',
  'message:"x\' OR \'1\'=\'1"',
  'level:error -- comment',
  'level:error; DELETE FROM run_logs',
  '/* comment */ level:error',
  'attributes.x:"\') OR 1=1 --"',
  '"; SELECT * FROM sessions; "',
  'workflow:"Claims triage\\" OR 1=1 --"',
  '\\',
  '%',
  '_',
  '('.repeat(500) + 'level:error' + ')'.repeat(500),
  'NOT ('.repeat(330) + 'policy' + ')'.repeat(330),
  '(a OR '.repeat(280) + 'a' + ')'.repeat(280),
  Array.from({ length: 400 }, () => 'a').join(' OR '),
  Array.from({ length: 999 }, () => 'a').join(' '),
];

let made = 0;
/** A log line with unique ids, for writing with `RunRecords.addLog` (the store's one writer of lines). */
export function logLine(fields: Partial<LogLine> = {}): LogLine {
  made += 1;
  return {
    id: `line-${made}`,
    ts: new Date().toISOString(),
    level: 'info',
    runId: 'run-logs-test',
    workflowId: 'wf-logs-test',
    workflowName: 'Logs test',
    version: '1.0.0',
    nodeId: 'agent',
    node: 'Answer agent',
    spanId: `span-${made}`,
    message: `line ${made}`,
    attributes: {},
    ...fields,
  };
}

/** Writes lines as a run's recorder does. */
export const writeLines = (t: TestServer, wid: string, lines: LogLine[]) => {
  for (const line of lines) t.mock.engine.journal.append({ workspaceId: wid, run: { id: line.runId } as Run, event: 'log', data: line });
};

/** Rows per run table, to show a query changed nothing. */
export const tableCounts = (db: Database.Database) =>
  Object.fromEntries(runTableNames.map((table) => [table, (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n]));

/** Seeded chance, so a failing case can be run again. */
export function chance(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export const pick = <T>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
export const levels = LOG_LEVELS;

export interface TailEvent {
  id: number;
  event: string;
  data: unknown;
}

/**
 * Follows `GET …/logs/stream` with fetch and the bearer token, as the console does, keeping each
 * event as it comes.
 */
export async function openTail(t: TestServer, token: string, wid: string, query = '', lastEventId?: number) {
  const controller = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-workspace-id': wid, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const response = await fetch(`${t.origin}${logsPath(wid, '/stream', { query })}`, { headers, signal: controller.signal });
  const events: TailEvent[] = [];
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  let text = '';
  const pump = async () => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const field = (name: string) => block.split('\n').find((each) => each.startsWith(`${name}: `))?.slice(name.length + 2);
          if (field('event')) events.push({ id: Number(field('id')), event: field('event')!, data: JSON.parse(field('data')!) as unknown });
        }
        for (const waiter of waiters.filter((each) => each.done())) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    } catch {
      // aborted by close()
    }
  };
  if (response.status === 200) void pump();
  const lines = () => events.filter((event) => event.event === 'log').map((event) => event.data as LogLine);
  return {
    status: response.status,
    response,
    events,
    lines,
    /** Resolves once `done()` holds; fails after 5 s. */
    until: (done: () => boolean) =>
      done()
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`the tail did not get there: ${JSON.stringify(events.map((event) => event.event))}`)), 5000);
            waiters.push({ done, resolve: () => (clearTimeout(timer), resolve()) });
          }),
    close: () => controller.abort(),
  };
}
