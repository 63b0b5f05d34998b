import { expect, type APIRequestContext } from '@playwright/test';

export type SeededUser = 'admin' | 'member' | 'outsider';
export const SEED_PASSWORD = 'password123';

/** The cookie and header that give a test its own seeded mock API (apps/mock-api/src/testing/tenants.ts). */
export const TENANT_COOKIE = 'agentdeck-mock-tenant';
export const TENANT_HEADER = 'x-mock-tenant';

/** Where the console keeps the bearer token (apps/console/src/lib/session.ts). */
export const TOKEN_STORAGE_KEY = 'agentdeck.token';

/** The seeded workspaces (apps/mock-api/src/seed/identity.ts). */
export const workspaces = {
  enterprise: { id: '1001', name: 'Acme Enterprise' },
  sandbox: { id: '1002', name: 'Acme Sandbox' },
  deleted: { id: '1003', name: 'Legacy Claims (deleted)' },
} as const;

/** Signs in through the API of the test's tenant and answers the bearer token. */
export async function apiSignIn(request: APIRequestContext, user: SeededUser): Promise<string> {
  const response = await request.post('auth/login', {
    data: { username: user, password: SEED_PASSWORD },
  });
  expect(response.ok(), `sign in as ${user}`).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface MockApi {
  /** The signed-in user's token, or null for a visitor. */
  token: string | null;
  get<T = unknown>(path: string): Promise<T>;
  post<T = unknown>(path: string, data: unknown): Promise<T>;
  put<T = unknown>(path: string, data: unknown): Promise<T>;
  delete(path: string): Promise<void>;
}

/**
 * Calls the test's own mock API as its signed-in user: `path` is below `/api/`
 * ('workspaces/1001/llm'); a workspace path also carries `x-workspace-id`. Answers `data` and
 * fails the test on an error status.
 */
export function mockApi(request: APIRequestContext, token: string | null): MockApi {
  const headers = (path: string) => {
    const wid = /^workspaces\/(\d+)\//.exec(path)?.[1];
    return {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(wid ? { 'x-workspace-id': wid } : {}),
    };
  };
  const call = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    data?: unknown,
  ) => {
    const response = await request.fetch(path, { method, headers: headers(path), data });
    const text = await response.text();
    expect(response.ok(), `${method} ${path}: ${response.status()} ${text}`).toBe(true);
    return (JSON.parse(text) as { data: T }).data;
  };
  return {
    token,
    get: (path) => call('GET', path),
    post: (path, data) => call('POST', path, data),
    put: (path, data) => call('PUT', path, data),
    delete: async (path) => void (await call('DELETE', path)),
  };
}
