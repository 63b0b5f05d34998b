import type { NodeOfKind, RunStep } from '@agentdeck/api-client';
import { withMcpClient } from '../../mcp/list-tools';
import type { GatewayModel, OfferedTool } from '../model-gateway';
import type { NodeContext } from '../node-context';
import { StepFailure } from '../step-failure';
import { apiToolConfig, callApiTool, idempotencyKey, mcpTarget, mcpToolLineage, reasonOf } from './tool-calls';

type AgentNode = NodeOfKind<'agent'>;
interface Planning {
  model: GatewayModel;
  prompt: string;
  input: string;
}

/** An API tool's payload map (`{"field": {"type": "string"}}`) as a JSON schema whose fields are all required. */
function payloadSchema(payload: string): OfferedTool['inputSchema'] {
  try {
    const fields = JSON.parse(payload) as Record<string, { type?: string }>;
    return { properties: fields, required: Object.keys(fields) };
  } catch {
    return {};
  }
}

/** `fetch` with the key of the call in progress (`key.current`) on each request, as an MCP client takes its headers once. */
function keyedFetch(base: typeof fetch, key: { current: Record<string, string> }): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(key.current)) headers.set(name, value);
    return base(input, { ...init, headers });
  };
}

/**
 * The tools of an agent (spec 002: its MCP servers' selected tools and its API tools), offered to
 * its model through the gateway; each call the model makes is a step inside the agent's, and the
 * answers join the model's input. Answers the text of each answer.
 */
export async function callAgentTools(node: AgentNode, context: NodeContext, step: RunStep, planning: Planning): Promise<string[]> {
  const { recorder, records, signal, gateway, timeoutMs } = context;
  const request = { ...planning, signal };
  const answers: string[] = [];
  // Each tool call is numbered within the agent's step, for its Idempotency-Key; a server's listing carries none.
  let calls = 0;
  for (const serverId of node.data.configurations.mcpServers) {
    const server = records.get('mcpServer', serverId);
    if (!server) throw new StepFailure(`The MCP server '${serverId}' of '${node.label}' is not in this workspace (deleted?)`);
    const what = `The MCP server '${server.name as string}'`;
    const target = await mcpTarget(server, context, what);
    const key = { current: {} as Record<string, string> };
    try {
      await withMcpClient(target.url, target.transport, target.headers, timeoutMs, async (client) => {
        const { tools } = await client.listTools(undefined, { timeout: timeoutMs });
        const offered = tools
          .filter((tool) => target.selectedTools.length === 0 || target.selectedTools.includes(tool.name))
          .map((tool) => ({ name: tool.name, description: tool.description ?? '', inputSchema: tool.inputSchema as OfferedTool['inputSchema'], readOnly: tool.annotations?.readOnlyHint === true }));
        for (const call of await gateway.planToolCalls(request, offered)) {
          const done = await recorder.step(
            { parentId: step.id, nodeId: node.id, kind: 'tool', name: `${server.name as string}.${call.name}`, input: call.arguments, attributes: { toolName: call.name, url: target.url } },
            async () => {
              key.current = idempotencyKey(context, step, ++calls);
              const result = await client.callTool({ name: call.name, arguments: call.arguments }, undefined, { timeout: timeoutMs });
              const text = (Array.isArray(result.content) ? (result.content as { type: string; text?: string }[]) : []).filter((part) => part.type === 'text').map((part) => part.text ?? '').join('\n');
              if (result.isError) throw new StepFailure(`The MCP tool '${call.name}' of '${server.name as string}' failed: ${text}`);
              return { output: { text }, text, writes: [mcpToolLineage(server, call.name)] };
            },
            signal,
          );
          key.current = {};
          answers.push(done.text);
        }
      }, keyedFetch(context.fetch, key));
    } catch (error) {
      if (error instanceof StepFailure || signal.aborted) throw error;
      throw new StepFailure(`${what} at ${target.url} could not be reached: ${reasonOf(error, timeoutMs)}`);
    }
  }

  const apiTools = node.data.tools.map((tool) => {
    const record = records.get('apiTool', tool.id);
    if (!record) throw new StepFailure(`The API tool '${tool.id}' of '${node.label}' is not in this workspace (deleted?)`);
    return record;
  });
  const offered = apiTools.map((tool) => {
    const config = apiToolConfig(tool);
    return { name: tool.name as string, description: (tool.description as string | undefined) ?? '', inputSchema: payloadSchema(config.payload), readOnly: config.method.toUpperCase() === 'GET' };
  });
  for (const call of offered.length ? await gateway.planToolCalls(request, offered) : []) {
    const tool = apiTools.find((candidate) => candidate.name === call.name);
    if (!tool) continue;
    const done = await recorder.step(
      { parentId: step.id, nodeId: node.id, kind: 'tool', name: call.name, input: call.arguments },
      async (toolStep) => {
        const answer = await callApiTool(tool, call.arguments, context, toolStep, call.arguments, idempotencyKey(context, step, ++calls));
        return { output: { status: answer.status, response: answer.body }, text: JSON.stringify(answer.body), writes: [answer.endpoint] };
      },
      signal,
    );
    answers.push(done.text);
  }
  return answers;
}
