import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_ADDRESS } from '../src/mcp/address-guard';
import { DEMO_MCP_BEARER_TOKEN } from '../src/mcp/demo-server';
import { TOOLS_UNAVAILABLE } from '../src/mcp/list-tools';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer({ historyRuns: 0 });
  member = await t.login('member');
});
afterAll(() => t.close());

const demoTools = ['get_weather', 'search_docs', 'create_ticket'];

describe('POST /chatbot/mcp/tools', () => {
  it.each([
    ['streamable_http', '/demo-mcp/mcp'],
    ['sse', '/demo-mcp/sse'],
  ] as const)('lists the demo MCP server tools over %s', async (transport, path) => {
    const tools = await t.client(member).call('chatbot.mcpTools', {
      params: { wid: '1001' },
      body: { type: 'mcp', config: { url: t.origin + path, server_name: 'demo_tools', transport, type: 'SERVER' } },
    });
    expect(tools.map((tool) => tool.name)).toEqual(demoTools);
    expect(tools[0]!.description).toBe('Current weather for a city');
    expect(tools[0]!.annotations).toEqual({ readOnlyHint: true, openWorldHint: true });
  });

  const secure = (headers?: Record<string, string>, authorization?: unknown) => ({
    token: member,
    wid: '1001',
    body: {
      type: 'mcp',
      config: { url: t.origin + '/demo-mcp/secure/mcp', transport: 'streamable_http', ...(headers ? { headers } : {}), ...(authorization ? { authorization } : {}) },
    },
  });

  it('lists the bearer-protected endpoint tools with its token', async () => {
    const res = await t.call('POST', '/chatbot/mcp/tools', secure({ Authorization: `Bearer ${DEMO_MCP_BEARER_TOKEN}` }));
    expect(res.status).toBe(200);
    expect((res.json.data as { name: string }[]).map((tool) => tool.name)).toEqual(demoTools);
  });

  it.each([
    ['without a token', undefined],
    ['with a wrong token', { Authorization: 'Bearer wrong' }],
  ])('cannot list the bearer-protected endpoint %s', async (_, headers) => {
    const res = await t.call('POST', '/chatbot/mcp/tools', secure(headers));
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(TOOLS_UNAVAILABLE);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://169.254.1.1:8080/mcp',
    'http://[fe80::1]/mcp',
    'http://[::ffff:169.254.169.254]/mcp',
    'http://[fd00:ec2::254]/mcp',
    'http://metadata.google.internal/computeMetadata/v1/',
  ])('refuses the link-local or metadata address %s with 400', async (url) => {
    const res = await t.call('POST', '/chatbot/mcp/tools', {
      token: member,
      wid: '1001',
      body: { type: 'mcp', config: { url, transport: 'streamable_http' } },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: TOOLS_UNAVAILABLE, errors: [REFUSED_ADDRESS] });
  });

  it('answers a clear error for an unreachable URL', async () => {
    const res = await t.call('POST', '/chatbot/mcp/tools', {
      token: member,
      wid: '1001',
      body: { type: 'mcp', config: { url: 'http://127.0.0.1:9/mcp', transport: 'streamable_http' } },
    });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(TOOLS_UNAVAILABLE);
  });

  it('answers 400 for a missing URL and transport', async () => {
    const res = await t.call('POST', '/chatbot/mcp/tools', { token: member, wid: '1001', body: { type: 'mcp', config: {} } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['config.url: Please enter a server URL', 'config.transport: Please select Transport']);
  });

  describe('with an authorization naming vault keys', () => {
    // The workspace's own vault: a key holding the demo token, one holding a wrong token.
    beforeAll(async () => {
      for (const [keyName, keyValue] of [['demo_mcp_token', DEMO_MCP_BEARER_TOKEN], ['stale_mcp_token', 'expired-token']]) {
        const res = await t.call('POST', '/api/workspaces/1001/key-vault', {
          token: member,
          body: { keyName, description: 'Token of the demo MCP server', keyValue, isActive: true },
        });
        expect(res.status).toBe(201);
      }
    });

    it("lists the bearer-protected endpoint's tools with the token saved in the vault", async () => {
      const res = await t.call('POST', '/chatbot/mcp/tools', secure(undefined, { authType: 'bearer', meta: { token: 'demo_mcp_token' } }));
      expect(res.status).toBe(200);
      expect((res.json.data as { name: string }[]).map((tool) => tool.name)).toEqual(demoTools);
    });

    it('sends the vault value, not the key name, and it wins over a header of the same name', async () => {
      const res = await t.call(
        'POST',
        '/chatbot/mcp/tools',
        secure({ authorization: 'Bearer wrong' }, { authType: 'bearer', meta: { token: 'demo_mcp_token' } }),
      );
      expect(res.status).toBe(200);
    });

    it('cannot list them with a vault key holding another token', async () => {
      const res = await t.call('POST', '/chatbot/mcp/tools', secure(undefined, { authType: 'bearer', meta: { token: 'stale_mcp_token' } }));
      expect(res.status).toBe(502);
      expect(res.json.message).toBe(TOOLS_UNAVAILABLE);
    });

    it("answers 400 naming the field when a vault key is missing or not in this workspace's vault", async () => {
      const res = await t.call('POST', '/chatbot/mcp/tools', secure(undefined, { authType: 'apiKey', meta: { headerValue: 'no_such_key' } }));
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message: TOOLS_UNAVAILABLE,
        errors: [
          'config.authorization.meta.headerName: Please enter a header name',
          "config.authorization.meta.headerValue: No vault key 'no_such_key' in this workspace",
        ],
      });
      // Another workspace's vault is not this one's.
      const other = await t.call('POST', '/chatbot/mcp/tools', {
        ...secure(undefined, { authType: 'bearer', meta: { token: 'demo_mcp_token' } }),
        wid: '1002',
      });
      expect(other.status).toBe(400);
      expect(other.json.errors).toEqual(["config.authorization.meta.token: No vault key 'demo_mcp_token' in this workspace"]);
    });

    it('refuses an inactive vault key', async () => {
      const res = await t.call('POST', '/chatbot/mcp/tools', secure(undefined, { authType: 'bearer', meta: { token: 'postgres-password' } }));
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual(["config.authorization.meta.token: The vault key 'postgres-password' is inactive"]);
    });
  });

  it('needs a workspace the user may enter', async () => {
    const body = { type: 'mcp', config: { url: t.origin + '/demo-mcp/mcp', transport: 'streamable_http' } };
    expect((await t.call('POST', '/chatbot/mcp/tools', { token: member, body })).status).toBe(400);
    const outsider = await t.login('outsider');
    expect((await t.call('POST', '/chatbot/mcp/tools', { token: outsider, wid: '1001', body })).status).toBe(403);
  });
});
