import type { AddressInfo } from 'node:net';
import { createApiClient, resources, type ResourceCreateBody, type ResourceKey } from '@agentdeck/api-client';
import { createApp, type CreateAppOptions } from '../../src/app';
import { seedRecords } from '../../src/seed/records';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A seeded in-memory mock API on a free loopback port, with its log lines captured. */
export async function startTestServer(options: CreateAppOptions = {}) {
  const logLines: string[] = [];
  const mock = createApp({ store: 'memory', testMode: true, log: (line) => logLines.push(line), mcpTimeoutMs: 3000, ...options });
  const server = mock.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bodies: string[] = [];

  /** A raw call; every response body is kept for the secret checks. */
  async function call(method: string, path: string, init: { token?: string; wid?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const wid = init.wid === undefined ? /\/workspaces\/(\d+)\//.exec(path)?.[1] : init.wid;
    if (wid) headers['x-workspace-id'] = wid;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(origin + path, {
      method,
      headers,
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    bodies.push(text);
    let json: { data?: unknown; message?: string; errors?: string[] } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // non-JSON bodies stay in `text`
    }
    return { status: response.status, json, text, data: json.data as never };
  }

  async function login(username: 'admin' | 'member' | 'outsider' = 'member'): Promise<string> {
    const res = await call('POST', '/api/auth/login', { body: { username, password: 'password123' } });
    return (res.json.data as { token: string }).token;
  }

  /** The typed client, checking every success body against the contract. */
  const client = (token: string) =>
    createApiClient({ baseUrl: `${origin}/api`, chatbotBaseUrl: `${origin}/chatbot`, getToken: () => token, validateResponses: true });

  return {
    origin,
    mock,
    logLines,
    bodies,
    call,
    login,
    client,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await mock.close();
    },
  };
}

/** A valid create body for a resource, from the seeds, with a fresh unique name. */
export function validBody<K extends ResourceKey>(key: K, unique: string): ResourceCreateBody<K> {
  const body = structuredClone(seedRecords('1001')[key][0]!.body) as Record<string, unknown>;
  const path = resources[key].nameField.split('.');
  let target = body;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[path.at(-1)!] = resources[key].nameField.endsWith('url') ? `https://hooks.example.com/${unique}` : `t_${unique}`;
  return body as ResourceCreateBody<K>;
}

export const workspacePath = (key: ResourceKey, wid: string, id?: string) =>
  `/api/workspaces/${wid}/${resources[key].path}${id ? `/${encodeURIComponent(id)}` : ''}`;
