import { withMcpClient } from './list-tools';

export interface McpToolResult {
  /** The text parts of the tool's content, joined. */
  text: string;
  isError: boolean;
  structured?: Record<string, unknown>;
}

/** Calls one tool of the MCP server at `url` with the official client, bounded by `timeoutMs`. */
export function callMcpTool(
  url: string,
  transport: 'sse' | 'streamable_http',
  headers: Record<string, string>,
  timeoutMs: number,
  tool: { name: string; arguments: Record<string, unknown> },
  fetchImpl: typeof fetch = fetch,
): Promise<McpToolResult> {
  return withMcpClient(url, transport, headers, timeoutMs, async (client) => {
    const result = await client.callTool({ name: tool.name, arguments: tool.arguments }, undefined, { timeout: timeoutMs });
    const content = Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : [];
    const text = content.filter((part) => part.type === 'text').map((part) => part.text ?? '').join('\n');
    const structured = result.structuredContent as Record<string, unknown> | undefined;
    return { text, isError: result.isError === true, ...(structured && { structured }) };
  }, fetchImpl);
}
