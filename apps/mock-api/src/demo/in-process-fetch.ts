import { setTimeout as sleep } from 'node:timers/promises';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { createDemoServer, DEMO_MCP_BEARER_TOKEN } from '../mcp/demo-server';
import { demoApiAnswer } from './api';

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

async function demoMcpAnswer(request: Request): Promise<Answer> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await createDemoServer().connect(transport);
  const response = await transport.handleRequest(request);
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}

/**
 * An answer whose text is handed over as it is: a Response made from a text reads it back
 * through a stream, which cost the seed more than the answer itself. Its body, when asked for, is
 * that stream.
 */
function textAnswer(content: string | null, init: ResponseInit): Response {
  const text = () => Promise.resolve(content ?? '');
  return Object.defineProperties(new Response(null, init), {
    body: { get: () => (content === null ? null : new Response(content).body) },
    text: { value: text },
    json: { value: () => text().then((each) => JSON.parse(each) as unknown) },
  });
}

/** A JSON answer, as `Response.json` makes it. */
const jsonAnswer = (body: unknown, init: { status: number; headers?: Record<string, string> }) =>
  textAnswer(JSON.stringify(body), { status: init.status, headers: { 'content-type': 'application/json', ...init.headers } });

/**
 * What the answers read of a request. A text body (every call the engine makes) is read from
 * `init` as it is: making a Request for it, and reading its body back, was most of a call's time.
 */
function requestOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined) {
  if (input instanceof Request || (init?.body != null && typeof init.body !== 'string')) {
    const request = new Request(input, init);
    return { url: new URL(request.url), method: request.method, headers: request.headers, text: () => request.text() };
  }
  const body = init?.body ?? '';
  return { url: new URL(input), method: (init?.method ?? 'GET').toUpperCase(), headers: new Headers(init?.headers), text: () => Promise.resolve(body) };
}

/**
 * A `fetch` that answers the mock API's own demo REST API and demo MCP server (Streamable HTTP)
 * in this process, for runs made before the mock API listens (the seeded history); any other
 * address goes to the network. `beforeEach` lets the caller count a request's time on its clock.
 * The demo MCP server answers the same request the same way, so each distinct request is put to
 * it once and its answer kept: a server made per request cost most of a seeded run's time.
 */
export function inProcessDemoFetch(origin: string, beforeEach: () => void = () => undefined): typeof fetch {
  const mcpAnswers = new Map<string, Promise<Answer>>();
  const own = new URL(origin).origin;
  return async (input, init) => {
    const request = requestOf(input, init);
    const { url } = request;
    if (url.origin !== own) return fetch(input, init);
    beforeEach();
    const authorization = request.headers.get('authorization') ?? undefined;
    if (url.pathname.startsWith('/demo-api/')) {
      const answer = demoApiAnswer(request.method, url.pathname.slice('/demo-api'.length), url.searchParams, authorization);
      if (answer?.delayMs) await sleep(answer.delayMs);
      if (answer) return jsonAnswer(answer.body, answer);
    }
    const secure = url.pathname === '/demo-mcp/secure/mcp';
    if (url.pathname !== '/demo-mcp/mcp' && !secure) return fetch(input, init);
    if (secure && authorization !== `Bearer ${DEMO_MCP_BEARER_TOKEN}`) return jsonAnswer({ message: 'Unauthorized' }, { status: 401 });
    const body = request.method === 'POST' ? await request.text() : '';
    const key = `${request.method} ${url.pathname} ${request.headers.get('accept')} ${body}`;
    let answer = mcpAnswers.get(key);
    if (!answer) {
      answer = demoMcpAnswer(new Request(url, { method: request.method, headers: request.headers, body: body || undefined }));
      mcpAnswers.set(key, answer);
    }
    const { status, headers, body: text } = await answer;
    return textAnswer(status === 202 || status === 204 || text === '' ? null : text, { status, headers });
  };
}
