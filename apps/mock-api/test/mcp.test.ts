import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOLS_UNAVAILABLE } from '../src/mcp/list-tools';
import { startTestServer, type TestServer } from './support/server';

let t: TestServer;
let member: string;
beforeAll(async () => {
  t = await startTestServer();
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
      body: { type: 'mcp', config: { url: t.origin + path, server_name: 'demo_tools', transport, type: 'SERVER' } },
    });
    expect(tools.map((tool) => tool.name)).toEqual(demoTools);
    expect(tools[0]!.description).toBe('Current weather for a city');
  });

  it('answers a clear error for an unreachable URL', async () => {
    const res = await t.call('POST', '/chatbot/mcp/tools', {
      token: member,
      body: { type: 'mcp', config: { url: 'http://127.0.0.1:9/mcp', transport: 'streamable_http' } },
    });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(TOOLS_UNAVAILABLE);
  });

  it('answers 400 for a missing URL and transport', async () => {
    const res = await t.call('POST', '/chatbot/mcp/tools', { token: member, body: { type: 'mcp', config: {} } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual(['config.url: Please enter a server URL', 'config.transport: Please select Transport']);
  });
});
