import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, resources, starterGraph, type ResourceCreateBody, type ResourceKey, type ResourceUpdateBody } from '@agentdeck/api-client';
import { createApp, type CreateAppOptions } from '../../src/app';
import { seedRecords } from '../../src/seed/records';
import { workflowSeeds } from '../../src/seed/workflows';

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A seeded in-memory mock API on a free loopback port, with its log lines captured. The port is
 * taken first, so the seeded tools and MCP server call this mock API's own demo servers. Files
 * that never read the seeded run history pass `historyRuns: 0`: running it through the engine is
 * most of a server's start (about a second a file, and of each reset).
 */
export async function startTestServer(options: CreateAppOptions = {}) {
  const logLines: string[] = [];
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const mock = createApp({ store: 'memory', testMode: true, log: (line) => logLines.push(line), mcpTimeoutMs: 3000, origin, ...options });
  server.on('request', mock.app);
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

/** Create bodies of the resources `seedRecords` leaves empty (the workflow seed makes them, in one workspace only). */
const bodiesBeyondSeedRecords: Partial<Record<ResourceKey, Record<string, unknown>>> = {
  workflow: { name: 'x', description: 'Made by a test', tagIds: [], draft: starterGraph() },
  workflowTag: { name: 'x', colour: 'green', description: 'Made by a test' },
};

/** A valid create body for a resource, from the seeds, with a fresh unique name. */
export function validBody<K extends ResourceKey>(key: K, unique: string): ResourceCreateBody<K> {
  const body = structuredClone(bodiesBeyondSeedRecords[key] ?? seedRecords('1001')[key][0]!.body) as Record<string, unknown>;
  const path = resources[key].nameField.split('.');
  let target = body;
  for (const part of path.slice(0, -1)) target = target[part] as Record<string, unknown>;
  target[path.at(-1)!] = resources[key].nameField.endsWith('url') ? `https://hooks.example.com/${unique}` : `t_${unique}`;
  return body as ResourceCreateBody<K>;
}

/**
 * A valid update body: the create body again, a vault key's new value (its name cannot change), or
 * a workflow saved from revision 0, that of a workflow just created.
 */
export function validUpdateBody(key: ResourceKey, unique: string): unknown {
  if (key === 'vault') return { description: `Rotated by a test (${unique})`, keyValue: 'rotated-by-a-test' } satisfies ResourceUpdateBody<'vault'>;
  if (key === 'workflow') return { ...validBody('workflow', unique), draft: starterGraph(), revision: 0 } satisfies ResourceUpdateBody<'workflow'>;
  return validBody(key, unique);
}

/** The ids of a resource's seeded records in a workspace, in the order listed. */
export function seededIds(key: ResourceKey, wid: string): string[] {
  const { tags, workflows } = workflowSeeds(wid);
  if (key === 'workflow') return workflows.map((workflow) => workflow.id);
  if (key === 'workflowTag') return tags.map((tag) => tag.id);
  return seedRecords(wid)[key].map((record) => record.id);
}

export const workspacePath = (key: ResourceKey, wid: string, id?: string) =>
  `/api/workspaces/${wid}/${resources[key].path}${id ? `/${encodeURIComponent(id)}` : ''}`;
