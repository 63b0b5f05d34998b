import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, parseRetryAfter } from '../src';

type Call = { url: string; init: RequestInit };

/** A fetch that records each call and answers with the given status and body. */
function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const headersOf = (call: Call) => call.init.headers as Record<string, string>;

describe('createApiClient', () => {
  it('sends the bearer token and x-workspace-id and unwraps { data }', async () => {
    const { fetch, calls } = fakeFetch(200, { data: [{ id: 'v1', name: 'customer_name' }] });
    const client = createApiClient({ baseUrl: 'http://api.test/api/', getToken: () => 'tok', fetch });
    const list = await client.resource('variable').list('1001');
    expect(list).toEqual([{ id: 'v1', name: 'customer_name' }]);
    expect(calls[0]!.url).toBe('http://api.test/api/workspaces/1001/variable');
    expect(headersOf(calls[0]!)).toMatchObject({ authorization: 'Bearer tok', 'x-workspace-id': '1001' });
  });

  it('opens a stream with the token, the workspace and the caller\'s headers, and hands back the response unread', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    const client = createApiClient({ baseUrl: '/api', getToken: () => 'tok', fetch });
    const controller = new AbortController();
    const response = await client.stream('runs.events', { params: { wid: '1001', runId: 'run-1' } }, { headers: { 'last-event-id': '7' }, signal: controller.signal });
    expect(response.bodyUsed).toBe(false);
    expect(calls[0]!.url).toBe('/api/workspaces/1001/runs/run-1/events');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(headersOf(calls[0]!)).toEqual({ accept: 'text/event-stream', authorization: 'Bearer tok', 'x-workspace-id': '1001', 'last-event-id': '7' });
  });

  it('leaves out the optional query parameters given as undefined', async () => {
    const { fetch, calls } = fakeFetch(200, { data: { items: [], nextCursor: null } });
    const client = createApiClient({ baseUrl: '/api', fetch });
    await client.call('runs.list', { params: { wid: '1001' }, query: { workflowId: undefined, status: 'failed', limit: '50' } });
    expect(calls[0]!.url).toBe('/api/workspaces/1001/runs?status=failed&limit=50');
  });

  it('opens a stream with its query, encoded', async () => {
    const { fetch, calls } = fakeFetch(200, {});
    const client = createApiClient({ baseUrl: '/api', getToken: () => 'tok', fetch });
    await client.stream('logs.stream', { params: { wid: '1001' }, query: { query: 'level:error AND workflow:"Claims triage"' } });
    expect(calls[0]!.url).toBe('/api/workspaces/1001/logs/stream?query=level%3Aerror+AND+workflow%3A%22Claims+triage%22');
  });

  it('sends JSON bodies and encodes path parameters', async () => {
    const { fetch, calls } = fakeFetch(200, { data: { id: 'a/b' } });
    const client = createApiClient({ baseUrl: '/api', fetch });
    await client.resource('variable').update('1001', 'a/b', { name: 'x', dataType: 'int', description: 'Updated value' });
    expect(calls[0]!.url).toBe('/api/workspaces/1001/variable/a%2Fb');
    expect(calls[0]!.init.method).toBe('PUT');
    expect(headersOf(calls[0]!)['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ name: 'x' });
  });

  it('sends the query of a call that has one, encoded', async () => {
    const { fetch, calls } = fakeFetch(200, { data: [] });
    const client = createApiClient({ baseUrl: '/api', fetch });
    await client.call('records.usedBy', { params: { wid: '1001' }, query: { resource: 'vault', id: 'a b&c' } });
    expect(calls[0]!.url).toBe('/api/workspaces/1001/used-by?resource=vault&id=a+b%26c');
    expect(headersOf(calls[0]!)['x-workspace-id']).toBe('1001');
  });

  it('calls the chatbot service on its own base URL: the MCP tool lookup with x-workspace-id, feedback without', async () => {
    const { fetch, calls } = fakeFetch(200, { data: [] });
    const client = createApiClient({ baseUrl: '/api', chatbotBaseUrl: '/bot', fetch });
    await client.call('chatbot.mcpTools', { params: { wid: '1001' }, body: { config: { url: 'https://mcp.example/mcp', transport: 'sse' } } });
    expect(calls[0]!.url).toBe('/bot/mcp/tools');
    expect(headersOf(calls[0]!)['x-workspace-id']).toBe('1001');
    await client.call('chatbot.feedback', {
      params: { workflowId: 'wf-1' },
      body: { api_key: 'k', session_id: 's', feedback_message: 'm', feedback_data: {}, agent_id: 'a' },
    });
    expect(calls[1]!.url).toBe('/bot/feedback/wf-1');
    expect(headersOf(calls[1]!)['x-workspace-id']).toBeUndefined();
  });

  it('throws one ApiError with status, message and the errors list', async () => {
    const { fetch } = fakeFetch(400, { message: 'Validation failed', errors: ['name: Required'] });
    const client = createApiClient({ baseUrl: '/api', fetch });
    const error = await client.resource('variable').create('1001', {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Validation failed', errors: ['name: Required'] });
  });

  it('calls onUnauthorized on 401 only, so a 403 on update or delete can be a toast', async () => {
    const onUnauthorized = vi.fn();
    const forbidden = createApiClient({ baseUrl: '/api', onUnauthorized, fetch: fakeFetch(403, { message: 'Read-only', errors: [] }).fetch });
    await expect(forbidden.resource('database').remove('1001', 'd1')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const unauthorized = createApiClient({ baseUrl: '/api', onUnauthorized, fetch: fakeFetch(401, { message: 'Authentication required', errors: [] }).fetch });
    await expect(unauthorized.call('auth.me', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it('carries how long a refused sign-in must wait, from Retry-After, in whole seconds', async () => {
    const throttled = (async () =>
      new Response(JSON.stringify({ message: 'Too many sign-in attempts', errors: ['Try again in 900 seconds'] }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '900' },
      })) as typeof fetch;
    const client = createApiClient({ baseUrl: '/api', fetch: throttled });
    const error = await client.call('auth.login', { body: { username: 'member', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Too many sign-in attempts', retryAfterSeconds: 900 });

    const { fetch } = fakeFetch(401, { message: 'Invalid username or password', errors: [] });
    const refused = await createApiClient({ baseUrl: '/api', fetch }).call('auth.login', { body: { username: 'member', password: 'x' } }).catch((e: unknown) => e);
    expect((refused as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const client = createApiClient({ baseUrl: '/api', fetch: (async () => { throw new TypeError('fetch failed'); }) as typeof fetch });
    await expect(client.call('auth.me', {})).rejects.toMatchObject({ status: 0, message: 'fetch failed' });
  });

  it('gives up on a server that does not answer in time, as a lost connection (status 0)', async () => {
    const hanging = (async (_url: string | URL | Request, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const client = createApiClient({ baseUrl: '/api', fetch: hanging, timeoutMs: 20 });
    await expect(client.call('auth.me', {})).rejects.toMatchObject({ status: 0, message: 'The server took too long to answer' });
  });

  it('checks responses against the contract when asked', async () => {
    const client = createApiClient({ baseUrl: '/api', validateResponses: true, fetch: fakeFetch(200, { data: [{ id: 1 }] }).fetch });
    await expect(client.resource('variable').list('1001')).rejects.toThrow();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-01T09:00:00Z');

  it('reads whole seconds', () => {
    expect(parseRetryAfter('900', now)).toBe(900);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the seconds until then, rounded up, and a past date as 0', () => {
    expect(parseRetryAfter('Sun, 01 Nov 2026 09:15:00 GMT', now)).toBe(900);
    expect(parseRetryAfter('Sun, 01 Nov 2026 08:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(new Date(now + 1500).toUTCString(), now + 500)).toBe(1);
  });

  it('ignores a missing or unreadable value', () => {
    for (const value of [null, '', '12.5', '-3', '12 minutes', 'soon', 'Sun, nonsense']) {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    }
  });
});
