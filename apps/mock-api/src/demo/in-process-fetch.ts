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
 * A `fetch` that answers the mock API's own demo REST API and demo MCP server (Streamable HTTP)
 * in this process, for runs made before the mock API listens (the seeded history); any other
 * address goes to the network. `beforeEach` lets the caller count a request's time on its clock.
 * The demo MCP server answers the same request the same way, so each distinct request is put to
 * it once and its answer kept: a server made per request cost most of a seeded run's time.
 */
export function inProcessDemoFetch(origin: string, beforeEach: () => void = () => undefined): typeof fetch {
  const mcpAnswers = new Map<string, Promise<Answer>>();
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== new URL(origin).origin) return fetch(request);
    beforeEach();
    const authorization = request.headers.get('authorization') ?? undefined;
    if (url.pathname.startsWith('/demo-api/')) {
      const answer = demoApiAnswer(request.method, url.pathname.slice('/demo-api'.length), url.searchParams, authorization);
      if (answer?.delayMs) await sleep(answer.delayMs);
      if (answer) return Response.json(answer.body, { status: answer.status, headers: answer.headers });
    }
    const secure = url.pathname === '/demo-mcp/secure/mcp';
    if (url.pathname !== '/demo-mcp/mcp' && !secure) return fetch(request);
    if (secure && authorization !== `Bearer ${DEMO_MCP_BEARER_TOKEN}`) return Response.json({ message: 'Unauthorized' }, { status: 401 });
    const body = request.method === 'POST' ? await request.text() : '';
    const key = `${request.method} ${url.pathname} ${request.headers.get('accept')} ${body}`;
    let answer = mcpAnswers.get(key);
    if (!answer) {
      answer = demoMcpAnswer(new Request(request.url, { method: request.method, headers: request.headers, body: body || undefined }));
      mcpAnswers.set(key, answer);
    }
    const { status, headers, body: text } = await answer;
    return new Response(status === 202 || status === 204 || text === '' ? null : text, { status, headers });
  };
}
