import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const as = (tenant: string) => ({ 'x-mock-tenant': tenant });
const login = async (headers: Record<string, string>) => {
  const res = await t.call('POST', '/api/auth/login', {
    body: { username: 'member', password: 'password123' },
    headers,
  });
  return (res.json.data as { token: string }).token;
};
const variableBody = {
  name: 'tenant_only',
  dataType: 'string',
  description: 'Made in one tenant only',
};

describe('test tenants', () => {
  it('gives each tenant its own seeded records: a record made in one is seen by no other', async () => {
    const tokenA = await login(as('a'));
    const tokenB = await login(as('b'));
    const created = await t.call('POST', '/api/workspaces/1001/variable', {
      token: tokenA,
      headers: as('a'),
      body: variableBody,
    });
    expect(created.status).toBe(201);

    const names = async (token: string, headers: Record<string, string>) =>
      (
        (await t.call('GET', '/api/workspaces/1001/variable', { token, headers })).data as {
          name: string;
        }[]
      ).map((v) => v.name);
    expect(await names(tokenA, as('a'))).toContain('tenant_only');
    expect(await names(tokenB, as('b'))).not.toContain('tenant_only');
    expect(await names(await t.login('member'), {})).not.toContain('tenant_only');
    // Every tenant starts as a copy of the same seeded store as the server's own world.
    const seeded = await names(await t.login('member'), {});
    expect(seeded.length).toBeGreaterThan(0);
    expect(await names(tokenB, as('b'))).toEqual(seeded);
  });

  it('keeps sessions apart: a token of one tenant is refused by another', async () => {
    const token = await login(as('sessions-a'));
    expect((await t.call('GET', '/api/auth/me', { token, headers: as('sessions-a') })).status).toBe(
      200,
    );
    expect((await t.call('GET', '/api/auth/me', { token, headers: as('sessions-b') })).status).toBe(
      401,
    );
  });

  it('reads the tenant from the cookie a browser sends through the console proxy', async () => {
    const token = await login(as('cookie'));
    const cookie = { cookie: 'theme=dark; agentdeck-mock-tenant=cookie' };
    expect((await t.call('GET', '/api/auth/me', { token, headers: cookie })).status).toBe(200);
  });

  it('starts a dropped tenant afresh', async () => {
    const token = await login(as('dropped'));
    await t.call('POST', '/api/workspaces/1001/variable', {
      token,
      headers: as('dropped'),
      body: variableBody,
    });
    expect((await t.call('DELETE', '/api/__test__/tenants/dropped')).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token, headers: as('dropped') })).status).toBe(
      401,
    );
  });

  it('refuses a malformed tenant name with a 400 that says why', async () => {
    const res = await t.call('GET', '/api/auth/me', { headers: as('../../etc') });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([
      "x-mock-tenant: letters, digits, '.', '_' and '-' only, at most 100",
    ]);
  });
});
