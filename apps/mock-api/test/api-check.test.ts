import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_BEARER_TOKEN } from '../src/demo/api';
import { REFUSED_ADDRESS } from '../src/mcp/address-guard';
import { API_CHECK_FAILED } from '../src/routes/api-check';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
  const res = await t.call('POST', '/api/workspaces/1001/key-vault', {
    token: member,
    body: { keyName: 'orders_token', description: 'Token of the demo orders API', keyValue: DEMO_API_BEARER_TOKEN, isActive: true },
  });
  expect(res.status).toBe(201);
});
afterAll(() => t.close());

const check = (body: Record<string, unknown>, wid = '1001') =>
  t.call('POST', `/api/workspaces/${wid}/tools/api-check`, { token: member, body: { method: 'GET', authorization: { authType: 'none' }, ...body } });

describe('POST /workspaces/{wid}/tools/api-check', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('verifies an open API with %s', async (method) => {
    const data = await t.client(member).call('apiTool.check', {
      params: { wid: '1001' },
      body: { url: `${t.origin}/demo-api/orders`, method: method as 'GET', authorization: { authType: 'none' } },
    });
    expect(data).toEqual({ status: 200, statusText: 'OK' });
  });

  it("verifies the bearer-protected API with the token from the workspace's vault, and not without it", async () => {
    const url = `${t.origin}/demo-api/secure/orders`;
    const verified = await check({ url, authorization: { authType: 'bearer', meta: { token: 'orders_token' } } });
    expect(verified.status).toBe(200);
    const refused = await check({ url });
    expect(refused.status).toBe(502);
    expect(refused.json.message).toBe('The API refused the authorization (401 Unauthorized). Check the authorization and its vault keys.');
  });

  it('sends the complete header rows, the vault value replacing a same-named row', async () => {
    const url = `${t.origin}/demo-api/secure/orders`;
    const headers = [
      { name: 'Authorization', dataType: 'string', value: `Bearer ${DEMO_API_BEARER_TOKEN}` },
      { name: 'x-half-filled', dataType: 'string', value: '' },
    ];
    expect((await check({ url, headers })).status).toBe(200);
    const overridden = await check({ url, headers, authorization: { authType: 'apiKey', meta: { headerName: 'authorization', headerValue: 'orders_token' } } });
    // The API key header replaces the row: the demo then sees no 'Bearer …' and refuses.
    expect(overridden.status).toBe(502);
  });

  it('tells a missing endpoint and an unreachable host apart', async () => {
    const missing = await check({ url: `${t.origin}/demo-api/nothing-here` });
    expect(missing.status).toBe(502);
    expect(missing.json.message).toBe('The API answered 404 Not Found. Check the URL and the method.');
    const unreachable = await check({ url: 'http://127.0.0.1:9/orders' });
    expect(unreachable.status).toBe(502);
    expect(unreachable.json.message).toBe('The API at http://127.0.0.1:9/orders could not be reached. Please verify the URL and try again.');
  });

  it('refuses link-local and metadata addresses with 400, as MCP discovery does', async () => {
    const res = await check({ url: 'http://169.254.169.254/latest/meta-data/' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: API_CHECK_FAILED, errors: [REFUSED_ADDRESS.replace('config.url', 'url')] });
  });

  it('answers 400 listing each problem of the request', async () => {
    const res = await t.call('POST', '/api/workspaces/1001/tools/api-check', { token: member, body: { url: '', method: 'HEAD' } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(
      expect.arrayContaining(['url: Please enter an API URL', 'method: Please select API request method', 'authorization: Required']),
    );
    const vault = await check({ url: `${t.origin}/demo-api/orders`, authorization: { authType: 'basic', meta: { password: 'orders_token' } } }, '1002');
    expect(vault.status).toBe(400);
    expect(vault.json.errors).toEqual([
      'authorization.meta.username: Please enter a username',
      "authorization.meta.password: No vault key 'orders_token' in this workspace",
    ]);
    const header = await check({ url: `${t.origin}/demo-api/orders`, headers: [{ name: 'bad header', dataType: 'string', value: 'x' }] });
    expect(header.status).toBe(400);
    expect(header.json.errors).toEqual(["headers: 'bad header' is not a valid header name"]);
  });

  it("is scoped to the user's workspaces", async () => {
    const outsider = await t.login('outsider');
    const res = await t.call('POST', '/api/workspaces/1001/tools/api-check', {
      token: outsider,
      body: { url: `${t.origin}/demo-api/orders`, method: 'GET', authorization: { authType: 'none' } },
    });
    expect(res.status).toBe(403);
  });
});
