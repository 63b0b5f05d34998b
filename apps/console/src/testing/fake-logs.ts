import { LOG_FACET_FIELDS, type LogLine, type LogPage } from '@agentdeck/api-client';
import type { FakeApi } from './fake-api';
import { serveEventStream } from './fake-runs';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 9, 0, 0) + ms).toISOString();

/** A log line of a seeded-looking run, the `n`th of the test (a second apart), with what the test sets. */
export function fakeLogLine(n: number, overrides: Partial<LogLine> = {}): LogLine {
  return {
    id: `line-${n}`,
    ts: at(n * 1000),
    level: 'info',
    runId: 'run-1',
    workflowId: 'workflow-1',
    workflowName: 'Claims triage',
    version: '1.0.0',
    nodeId: 'node-1',
    node: 'Router',
    spanId: 'span-1',
    message: `Line ${n}`,
    attributes: {},
    ...overrides,
  };
}

const facetOf = (lines: readonly LogLine[], pick: (line: LogLine) => string) => {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(pick(line), (counts.get(pick(line)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }));
};

/** A page of lines as the mock API answers it: newest first, with its histogram (one bucket per minute of the lines) and facets. */
export function fakeLogPage(lines: readonly LogLine[], options: { nextCursor?: string | null; total?: number } = {}): LogPage {
  const pickers = { level: (line: LogLine) => line.level, workflow: (line: LogLine) => line.workflowName, version: (line: LogLine) => line.version, node: (line: LogLine) => line.node };
  // One pass, so a page of 100,000 lines is made in milliseconds.
  const buckets = new Map<string, LogPage['histogram']['buckets'][number]['counts']>();
  for (const line of lines) {
    const minute = line.ts.slice(0, 16);
    const counts = buckets.get(minute) ?? { debug: 0, info: 0, warn: 0, error: 0 };
    counts[line.level] += 1;
    buckets.set(minute, counts);
  }
  return {
    lines: [...lines],
    nextCursor: options.nextCursor ?? null,
    total: options.total ?? lines.length,
    from: at(-3_600_000),
    to: at(3_600_000),
    histogram: {
      intervalMs: 60_000,
      buckets: [...buckets].sort(([a], [b]) => a.localeCompare(b)).map(([minute, counts]) => ({ start: `${minute}:00.000Z`, counts })),
    },
    facets: Object.fromEntries(LOG_FACET_FIELDS.map((field) => [field, facetOf(lines, pickers[field])])) as LogPage['facets'],
  };
}

/**
 * Answers `logs.list` from `lines` as the mock API would for the simplest queries: terms
 * `field:value` or `field:"value"` joined by AND narrow the lines (the grammar itself is the mock
 * API's, tested there).
 */
export function answerLogs(api: FakeApi, lines: readonly LogLine[]) {
  const fields: Record<string, (line: LogLine) => string> = { level: (line) => line.level, workflow: (line) => line.workflowName, node: (line) => line.node, version: (line) => line.version };
  api.answer('GET', /^\/workspaces\/1001\/logs$/, ({ query }: { query: URLSearchParams }) => {
    const terms = (query.get('query') ?? '').split(' AND ').filter(Boolean).map((term) => /^(\w+):"?(.*?)"?$/.exec(term));
    const matching = lines.filter((line) => terms.every((term) => term && fields[term[1]!]?.(line) === term[2]));
    return fakeLogPage(matching);
  });
}

/** The live tail's stream, which the test writes lines to. */
export function serveLogStream(api: FakeApi) {
  const stream = serveEventStream(api, /\/logs\/stream$/);
  let id = 0;
  return {
    requests: stream.requests,
    send(...lines: LogLine[]) {
      for (const line of lines) stream.send(++id, 'log', line);
    },
    drop: stream.drop,
    get isOpen() {
      return stream.isOpen;
    },
  };
}
