import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { mcpToolSchema } from '@agentdeck/api-client';
import type { z } from 'zod';

type McpTool = z.infer<typeof mcpToolSchema>;

/** The risk hints the console shows beside a tool, kept only when the server gives them. */
function riskHintsOf(annotations: ToolAnnotations | undefined): Pick<McpTool, 'annotations'> {
  if (!annotations) return {};
  const { readOnlyHint, destructiveHint, openWorldHint } = annotations;
  const hints = Object.fromEntries(
    Object.entries({ readOnlyHint, destructiveHint, openWorldHint }).filter(([, value]) => typeof value === 'boolean'),
  );
  return Object.keys(hints).length ? { annotations: hints } : {};
}

/** One validator for every client: the SDK makes a new Ajv per client otherwise, milliseconds each. */
const jsonSchemaValidator = new AjvJsonSchemaValidator();

export const TOOLS_UNAVAILABLE = 'Unable to retrieve tools for the given URL. Please verify the URL and try again.';

/**
 * Connects with the official MCP client to `url` over Streamable HTTP or SSE and does `work`
 * with it. Everything is bounded by `timeoutMs`, so a silent server cannot hang the request.
 */
export async function withMcpClient<T>(
  url: string,
  transport: 'sse' | 'streamable_http',
  headers: Record<string, string>,
  timeoutMs: number,
  work: (client: Client) => Promise<T>,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  const client = new Client({ name: 'agentdeck-chatbot', version: '1.0.0' }, { jsonSchemaValidator });
  // No redirects: a checked address must not hand the request on to a refused one.
  const requestInit = { headers, redirect: 'error' as const };
  const target = new URL(url);
  const clientTransport =
    transport === 'sse'
      ? new SSEClientTransport(target, { requestInit, fetch: fetchImpl, eventSourceInit: { fetch: (u, init) => fetchImpl(u, { ...init, redirect: 'error', headers: { ...init?.headers, ...headers } }) } })
      : new StreamableHTTPClientTransport(target, { requestInit, fetch: fetchImpl });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('MCP server did not answer in time')), timeoutMs);
  });
  try {
    const connected = (async () => {
      await client.connect(clientTransport, { timeout: timeoutMs });
      return work(client);
    })();
    return await Promise.race([connected, timeout]);
  } finally {
    clearTimeout(timer);
    await client.close().catch(() => undefined);
  }
}

/** Lists the tools of the MCP server at `url`. */
export function listMcpTools(
  url: string,
  transport: 'sse' | 'streamable_http',
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<McpTool[]> {
  return withMcpClient(url, transport, headers, timeoutMs, async (client) => {
    const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
    return tools.map((tool) => ({ name: tool.name, description: tool.description ?? '', ...riskHintsOf(tool.annotations) }));
  });
}
