import type { Run, RunEvent, RunStep, RunWithSteps } from '@agentdeck/api-client';
import type { FakeApi } from './fake-api';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 1, 9, 0, 0, ms)).toISOString();

/** A run of 'Claims triage' 1.2.0 started at 09:00:00, with the fields given; active time is its duration less its wait. */
export function fakeRun(fields: Partial<RunWithSteps> = {}): RunWithSteps {
  const durationMs = fields.durationMs === undefined ? 1200 : fields.durationMs;
  const waitingMs = fields.waitingMs ?? 0;
  return {
    id: 'run-1',
    workflowId: 'workflow-7',
    workflowName: 'Claims triage',
    version: '1.2.0',
    status: 'succeeded',
    input: { message: 'My parcel arrived broken', metadata: {} },
    output: 'A refund is on its way',
    error: null,
    startedAt: at(0),
    endedAt: at(1200),
    durationMs,
    activeMs: durationMs === null ? null : durationMs - waitingMs,
    waitingMs,
    tokens: 180,
    credits: 0.18,
    trigger: 'api',
    experimentId: null,
    datasetItemId: null,
    steps: [],
    lastEventId: 0,
    ...fields,
  };
}

/** A step that started `startMs` after the run and took `durationMs` (null: still going). */
export function fakeStep(id: string, startMs: number, durationMs: number | null, fields: Partial<RunStep> = {}): RunStep {
  return {
    id,
    parentId: null,
    nodeId: id,
    kind: 'agent',
    name: id,
    status: durationMs === null ? 'running' : 'succeeded',
    startedAt: at(startMs),
    endedAt: durationMs === null ? null : at(startMs + durationMs),
    durationMs,
    waitingMs: 0,
    input: null,
    output: null,
    tokens: { prompt: 0, completion: 0 },
    credits: 0,
    model: null,
    error: null,
    attributes: {},
    reads: [],
    writes: [],
    ...fields,
  };
}

/** Answers `GET …/runs/{id}` with the run, as the mock API does. */
export function answerRun(api: FakeApi, run: Run & { steps: RunStep[] }) {
  api.answer('GET', new RegExp(`^/workspaces/\\d+/runs/${run.id}$`), run);
}

/**
 * Serves `GET …/runs/{id}/events` as a stream the test writes to: `send` writes an event to the
 * open connection, `drop` breaks it (the reader should reconnect), and `requests` holds each
 * connection's headers. Call before rendering: the client reads `api.fetch` once.
 */
export function serveRunEvents(api: FakeApi) {
  const stream = serveEventStream(api, /\/runs\/[^/]+\/events$/);
  return {
    /** Each request's headers. */
    get requests() {
      return stream.requests.map((request) => request.headers);
    },
    send(event: RunEvent) {
      stream.send(event.id, event.event, event.data);
      if (event.event === 'run.finished') stream.close();
    },
    drop: stream.drop,
  };
}

/**
 * Answers the calls to a server-sent events path with a stream the test writes to: `send` an
 * event, `drop` the connection (the client then reconnects, and `requests` holds each request's
 * headers, `Last-Event-ID` included), `close` it as a server does at the end.
 */
export function serveEventStream(api: FakeApi, path: RegExp) {
  const requests: Array<{ headers: Headers; url: URL }> = [];
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;
  const encoder = new TextEncoder();
  const answer = api.fetch;
  api.fetch = async (input, init) => {
    const url = new URL(String(input), location.href);
    if (!path.test(url.pathname)) return answer(input, init);
    requests.push({ headers: new Headers(init?.headers), url });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (open = controller) });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  return {
    requests,
    get isOpen() {
      return open !== null;
    },
    send(id: number, event: string, data: unknown) {
      open!.enqueue(encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      open!.close();
      open = null;
    },
    drop() {
      open!.error(new TypeError('network error'));
      open = null;
    },
  };
}
