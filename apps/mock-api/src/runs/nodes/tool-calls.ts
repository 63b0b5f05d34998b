import { completeRows } from '@agentdeck/api-client/rules';
import type { LineageEntry, RunStep } from '@agentdeck/api-client';
import { isRefusedAddress } from '../../mcp/address-guard';
import { authorizationHeaders, withHeaders } from '../../outbound/authorization-headers';
import type { StoredRecord } from '../../store/store';
import type { NodeContext } from '../node-context';
import { StepFailure } from '../step-failure';

/**
 * The `Idempotency-Key` header of the engine's tool calls (design section 2.1b): `{runId}:{stepId}`,
 * the step being the node's. A node's step that a kill interrupted runs again as the same step
 * (`RunRecorder.rerun`), so a call made again after a restart carries the key it carried before
 * and the tool can tell a repeat from new work. A node that makes several calls (an agent's
 * tools) adds the call's position, `{runId}:{stepId}:{n}`, each the same from one attempt to the next.
 */
export function idempotencyKey(context: Pick<NodeContext, 'recorder'>, nodeStep: RunStep, call?: number): Record<string, string> {
  return { 'Idempotency-Key': `${context.recorder.run.id}:${nodeStep.id}${call === undefined ? '' : `:${call}`}` };
}

/** Why a call got no answer, for a message that says so (a timeout named as one). */
export function reasonOf(error: unknown, timeoutMs: number): string {
  if ((error as Error)?.name === 'TimeoutError' || /did not answer in time/.test((error as Error)?.message ?? '')) return `no answer within ${timeoutMs / 1000} s (timeout)`;
  return ((error as Error)?.cause as Error | undefined)?.message ?? (error as Error)?.message ?? String(error);
}

async function guardAddress(url: string, what: string): Promise<void> {
  if (await isRefusedAddress(url)) throw new StepFailure(`${what} at ${url} cannot be called: link-local and cloud metadata addresses cannot be reached`);
}

/** A tool's authorization headers from the vault, or the step fails naming what is missing. */
function authorizationOf(context: NodeContext, authorization: unknown, what: string): Record<string, string> {
  const resolved = authorizationHeaders(context.records, authorization, 'authorization');
  if (resolved.problems.length) throw new StepFailure(`${what}: ${resolved.problems.join('; ')}`);
  return resolved.headers;
}

interface ApiToolConfig {
  url: string;
  method: string;
  headers: { name: string; value: string; dataType: string }[];
  authorization: unknown;
  payload: string;
}

export const apiToolConfig = (tool: StoredRecord) => tool.configurations as ApiToolConfig;

/**
 * Calls an API tool as configured (spec 001 section 3): its method and URL, its header rows and
 * its authorization resolved from the vault, under the SSRF guard, bounded by the timeout. The
 * payload goes as query parameters for GET, HEAD and DELETE, as a JSON body otherwise. A refusal
 * (4xx, 5xx), no answer or a timeout fails the step saying so.
 */
export async function callApiTool(
  tool: StoredRecord,
  payload: Record<string, unknown>,
  context: NodeContext,
  step: RunStep,
  recorded: Record<string, unknown>,
  idempotency: Record<string, string>,
) {
  const config = apiToolConfig(tool);
  const what = `The API tool '${tool.name as string}'`;
  const authorization = authorizationOf(context, config.authorization, what);
  await guardAddress(config.url, what);
  const method = config.method.toUpperCase();
  const url = new URL(config.url);
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  if (!withBody) for (const [name, value] of Object.entries(payload)) url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const rows = Object.fromEntries(completeRows(config.headers).map((row) => [row.name.trim(), row.value]));
  const headers = withHeaders(withHeaders(withBody ? { ...rows, 'content-type': 'application/json' } : rows, idempotency), authorization);
  context.recorder.log(step, 'info', `${method} ${config.url}`, { arguments: recorded });

  let response: Response;
  try {
    response = await context.fetch(url, {
      method,
      headers,
      body: withBody ? JSON.stringify(payload) : undefined,
      redirect: 'manual',
      signal: AbortSignal.any([context.signal, AbortSignal.timeout(context.timeoutMs)]),
    });
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new StepFailure(`${what} at ${config.url} could not be reached: ${reasonOf(error, context.timeoutMs)}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // a text answer stays text
  }
  if (response.status >= 400) throw new StepFailure(`${what} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return {
    status: response.status,
    body,
    method,
    url: config.url,
    endpoint: { kind: 'tool', id: tool.id, name: tool.name as string, resource: 'apiTool' } satisfies LineageEntry,
  };
}

/** An MCP server's tool as lineage names it: one node per tool, its id under the server's. */
export function mcpToolLineage(server: StoredRecord, toolName: string): LineageEntry {
  return { kind: 'tool', id: `${server.id}/${toolName}`, name: `${toolName} (${server.name as string})`, resource: 'mcpServer' };
}

/** Where and how an MCP server is reached: its URL and transport, its vault-resolved headers, checked by the SSRF guard. */
export async function mcpTarget(server: StoredRecord, context: NodeContext, what: string) {
  const config = server.configurations as { url: string; transport: string; authorization: unknown; selected_tools?: string[] };
  const transport = config.transport as 'sse' | 'streamable_http' | 'stdio';
  if (transport !== 'sse' && transport !== 'streamable_http') throw new StepFailure(`${what} cannot be called: stdio servers cannot be reached over HTTP`);
  const headers = authorizationOf(context, config.authorization, what);
  await guardAddress(config.url, what);
  return { url: config.url, transport, headers, selectedTools: config.selected_tools ?? [] };
}
