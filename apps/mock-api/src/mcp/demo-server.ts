import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';

/** The demo MCP server's tools, so `/mcp/tools` works offline (spec README decision 8). */
export function createDemoServer(): McpServer {
  const server = new McpServer({ name: 'agentdeck-demo', version: '1.0.0' });
  const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
  server.registerTool(
    'get_weather',
    {
      description: 'Current weather for a city',
      inputSchema: { city: z.string() },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ city }) => text(`It is 18°C and partly cloudy in ${city}.`),
  );
  server.registerTool(
    'search_docs',
    {
      description: 'Search the product documentation',
      inputSchema: { query: z.string(), limit: z.number().int().optional() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query }) => text(`3 passages match "${query}".`),
  );
  server.registerTool(
    'create_ticket',
    {
      description: 'Open a support ticket',
      inputSchema: { title: z.string(), priority: z.enum(['low', 'normal', 'high']).optional() },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    async ({ title }) => text(`Ticket SUP-1042 created: ${title}`),
  );
  return server;
}

/**
 * The bearer token the demo's protected endpoint accepts. A demo value, not a secret: store it in
 * the vault and choose Bearer Token to list the protected endpoint's tools.
 */
export const DEMO_MCP_BEARER_TOKEN = 'demo-mcp-token';

/** Refuses a request without `Authorization: Bearer <DEMO_MCP_BEARER_TOKEN>`, as MCP servers do (401). */
const requireDemoBearer: RequestHandler = (req, res, next) => {
  if (req.headers.authorization === `Bearer ${DEMO_MCP_BEARER_TOKEN}`) return next();
  res.set('WWW-Authenticate', 'Bearer').status(401).json({ jsonrpc: '2.0', error: { code: -32001, message: 'Unauthorized' }, id: null });
};

/**
 * Mounted at `/demo-mcp`: Streamable HTTP at `/mcp` (stateless, one server per request), the
 * same behind a bearer token at `/secure/mcp`, and SSE at `/sse` with its messages at
 * `/messages?sessionId=…`.
 */
export function demoMcpRouter(mountPath: string): { router: Router; close: () => Promise<void> } {
  const router = Router();
  const sseSessions = new Map<string, SSEServerTransport>();

  const streamableHttp: RequestHandler = async (req, res) => {
    const server = createDemoServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  };
  const methodNotAllowed: RequestHandler = (_req, res) => {
    res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed' }, id: null });
  };
  router.post('/mcp', express.json(), streamableHttp);
  router.all('/mcp', methodNotAllowed);
  router.post('/secure/mcp', requireDemoBearer, express.json(), streamableHttp);
  router.all('/secure/mcp', requireDemoBearer, methodNotAllowed);

  router.get('/sse', async (_req, res) => {
    const transport = new SSEServerTransport(`${mountPath}/messages`, res);
    sseSessions.set(transport.sessionId, transport);
    res.on('close', () => sseSessions.delete(transport.sessionId));
    await createDemoServer().connect(transport);
  });
  router.post('/messages', express.json(), async (req, res) => {
    const transport = sseSessions.get(String(req.query.sessionId));
    if (!transport) return void res.status(404).json({ message: 'Unknown MCP session', errors: [] });
    await transport.handlePostMessage(req, res, req.body);
  });

  return {
    router,
    close: async () => {
      await Promise.all([...sseSessions.values()].map((t) => t.close()));
      sseSessions.clear();
    },
  };
}
