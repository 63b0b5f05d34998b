import type { NodeOfKind, RunStep } from '@agentdeck/api-client';
import { typedRowValue } from '@agentdeck/api-client/rules';
import { callMcpTool } from '../../mcp/call-tool';
import { vaultValue } from '../../outbound/authorization-headers';
import type { StoredRecord } from '../../store/store';
import type { NodeContext, NodeOutcome } from '../node-context';
import { StepFailure } from '../step-failure';
import { fillTemplate } from '../values';
import { callApiTool, idempotencyKey, mcpTarget, mcpToolLineage, reasonOf } from './tool-calls';

type ToolNode = NodeOfKind<'tool'>;

/** The node's arguments, filled, and its secret arguments resolved from the vault (names only go on record). */
function argumentsOf(node: ToolNode, context: NodeContext) {
  const values = Object.fromEntries(
    node.data.arguments.filter((row) => row.name.trim()).map((row) => [row.name.trim(), typedRowValue(fillTemplate(row.value, context.values), row.dataType)]),
  );
  const secrets: Record<string, string> = {};
  for (const secret of node.data.secrets) {
    const resolved = vaultValue(context.records, secret.vaultKey);
    if ('problem' in resolved) throw new StepFailure(`${node.label}: ${resolved.problem}`);
    secrets[secret.name] = resolved.value;
  }
  return { values, secrets, recorded: { ...values, ...Object.fromEntries(node.data.secrets.map((s) => [s.name, `vault:${s.vaultKey}`])) } };
}

function recordOf(context: NodeContext, node: ToolNode): StoredRecord {
  const key = node.data.toolType === 'api' ? 'apiTool' : 'mcpServer';
  const record = context.records.get(key, node.data.toolId);
  if (!record) throw new StepFailure(`The ${node.data.toolType === 'api' ? 'API tool' : 'MCP server'} of '${node.label}' is not in this workspace (deleted?)`);
  return record;
}

async function runApiTool(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  const tool = recordOf(context, node);
  const args = argumentsOf(node, context);
  const answer = await callApiTool(tool, { ...args.values, ...args.secrets }, context, step, args.recorded, idempotencyKey(context, step));
  return {
    values: { response: answer.body, status: answer.status },
    output: { status: answer.status, response: answer.body },
    writes: [answer.endpoint],
    attributes: { method: answer.method, url: answer.url, arguments: args.recorded },
  };
}

async function runMcpTool(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  const server = recordOf(context, node);
  const toolName = node.data.toolName ?? '';
  const what = `The MCP tool '${toolName}' of '${server.name as string}'`;
  if (!toolName) throw new StepFailure(`'${node.label}' names no tool of the MCP server '${server.name as string}'`);
  const target = await mcpTarget(server, context, what);
  const args = argumentsOf(node, context);
  context.recorder.log(step, 'info', `${toolName} on ${target.url}`, { arguments: args.recorded });
  let result;
  try {
    result = await callMcpTool(target.url, target.transport, { ...target.headers, ...idempotencyKey(context, step) }, context.timeoutMs, { name: toolName, arguments: { ...args.values, ...args.secrets } }, context.fetch);
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new StepFailure(`${what} at ${target.url} could not be reached: ${reasonOf(error, context.timeoutMs)}`);
  }
  if (result.isError) throw new StepFailure(`${what} failed: ${result.text}`);
  const response = { text: result.text, ...result.structured };
  return {
    values: { response },
    output: response,
    writes: [mcpToolLineage(server, toolName)],
    attributes: { toolName, url: target.url, arguments: args.recorded },
  };
}

/** A tool node: the API tool or the MCP tool called for real, as configured (design section 1.1). */
export function runToolNode(node: ToolNode, context: NodeContext, step: RunStep): Promise<NodeOutcome> {
  return node.data.toolType === 'api' ? runApiTool(node, context, step) : runMcpTool(node, context, step);
}
