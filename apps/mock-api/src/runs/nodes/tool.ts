import type { NodeOfKind, RunStep } from '@agentdeck/api-client';
import { completeRows } from '@agentdeck/api-client/rules';
import { isRefusedAddress } from '../../mcp/address-guard';
import { callMcpTool } from '../../mcp/call-tool';
import { authorizationHeaders, vaultValue, withHeaders } from '../../outbound/authorization-headers';
import type { StoredRecord } from '../../store/store';
import type { NodeContext, NodeOutcome } from '../node-context';
import { StepFailure } from '../step-failure';
import { fillTemplate } from '../values';

type ToolNode = NodeOfKind<'tool'>;

/** An argument row's value as its data type says, `{{variables}}` filled. */
function typedValue(text: string, dataType: string): unknown {
  if (dataType === 'int' || dataType === 'float') return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : text;
  if (dataType === 'bool') return text === 'true' || text === 'True';
  if (dataType === 'list' || dataType === 'dict') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The node's arguments, filled, and its secret arguments resolved from the vault (names only go on record). */
function argumentsOf(node: ToolNode, context: NodeContext) {
  const values = Object.fromEntries(
    node.data.arguments.filter((row) => row.name.trim()).map((row) => [row.name.trim(), typedValue(fillTemplate(row.value, context.values), row.dataType)]),
  );
  const secrets: Record<string, string> = {};
  for (const secret of node.data.secrets) {
    const resolved = vaultValue(context.store, context.workspaceId, secret.vaultKey);
    if ('problem' in resolved) throw new StepFailure(`${node.label}: ${resolved.problem}`);
    secrets[secret.name] = resolved.value;
  }
  return { values, secrets, recorded: { ...values, ...Object.fromEntries(node.data.secrets.map((s) => [s.name, `vault:${s.vaultKey}`])) } };
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if ((error as Error)?.name === 'TimeoutError' || /did not answer in time/.test((error as Error)?.message ?? '')) return `no answer within ${timeoutMs / 1000} s (timeout)`;
  return ((error as Error)?.cause as Error | undefined)?.message ?? (error as Error)?.message ?? String(error);
}

async function guardAddress(url: string, what: string): Promise<void> {
  if (await isRefusedAddress(url)) throw new StepFailure(`${what} at ${url} cannot be called: link-local and cloud metadata addresses cannot be reached`);
}

function recordOf(context: NodeContext, node: ToolNode): StoredRecord {
  const key = node.data.toolType === 'api' ? 'apiTool' : 'mcpServer';
  const record = context.store.get(context.workspaceId, key, node.data.toolId);
  if (!record) throw new StepFailure(`The ${node.data.toolType === 'api' ? 'API tool' : 'MCP server'} of '${node.label}' is not in this workspace (deleted?)`);
  return record;
}

async function callApiTool(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  const tool = recordOf(context, node);
  const config = tool.configurations as { url: string; method: string; headers: { name: string; value: string }[]; authorization: unknown };
  const what = `The API tool '${tool.name as string}'`;
  const args = argumentsOf(node, context);
  const authorization = authorizationHeaders(context.store, context.workspaceId, config.authorization, 'authorization');
  if (authorization.problems.length) throw new StepFailure(`${what}: ${authorization.problems.join('; ')}`);
  await guardAddress(config.url, what);

  const method = config.method.toUpperCase();
  const payload = { ...args.values, ...args.secrets };
  const url = new URL(config.url);
  const withBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  if (!withBody) for (const [name, value] of Object.entries(payload)) url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const rows = Object.fromEntries(completeRows(config.headers as never).map((row: { name: string; value: string }) => [row.name.trim(), row.value]));
  const headers = withHeaders(withBody ? { ...rows, 'content-type': 'application/json' } : rows, authorization.headers);
  context.recorder.log(step, 'info', `${method} ${config.url}`, { arguments: args.recorded });

  let response: Response;
  try {
    response = await fetch(url, {
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
  const endpoint = { kind: 'endpoint' as const, id: tool.id, name: `${method} ${config.url}` };
  return {
    values: { response: body, status: response.status },
    output: { status: response.status, response: body },
    writes: [endpoint],
    attributes: { method, url: config.url, arguments: args.recorded },
  };
}

async function callMcpServerTool(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  const server = recordOf(context, node);
  const config = server.configurations as { url: string; transport: string; authorization: unknown };
  const toolName = node.data.toolName ?? '';
  const what = `The MCP tool '${toolName}' of '${server.name as string}'`;
  if (!toolName) throw new StepFailure(`'${node.label}' names no tool of the MCP server '${server.name as string}'`);
  if (config.transport !== 'sse' && config.transport !== 'streamable_http') throw new StepFailure(`${what} cannot be called: stdio servers cannot be reached over HTTP`);
  const args = argumentsOf(node, context);
  const authorization = authorizationHeaders(context.store, context.workspaceId, config.authorization, 'authorization');
  if (authorization.problems.length) throw new StepFailure(`${what}: ${authorization.problems.join('; ')}`);
  await guardAddress(config.url, what);
  context.recorder.log(step, 'info', `${toolName} on ${config.url}`, { arguments: args.recorded });

  let result;
  try {
    result = await callMcpTool(config.url, config.transport, authorization.headers, context.timeoutMs, {
      name: toolName,
      arguments: { ...args.values, ...args.secrets },
    });
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new StepFailure(`${what} at ${config.url} could not be reached: ${reasonOf(error, context.timeoutMs)}`);
  }
  if (result.isError) throw new StepFailure(`${what} failed: ${result.text}`);
  const response = { text: result.text, ...result.structured };
  return {
    values: { response },
    output: response,
    writes: [{ kind: 'endpoint', id: server.id, name: `${toolName} on ${config.url}` }],
    attributes: { toolName, url: config.url, arguments: args.recorded },
  };
}

/** A tool node: the API tool or the MCP tool called for real, as configured (design section 1.1). */
export function runToolNode(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  return node.data.toolType === 'api' ? callApiTool(node, context, step) : callMcpServerTool(node, context, step);
}
