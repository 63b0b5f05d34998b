import type { Run, RunEvent, RunWithSteps, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { operations } from '@agentdeck/api-client';
import type { ModelGateway } from '../../src/runs/model-gateway';
import { seedId } from '../../src/seed/records';
import type { TestServer } from './server';
import { createWorkflow, publish, type Workflow } from './workflows';

type NodeData<K extends WorkflowNode['kind']> = Extract<WorkflowNode, { kind: K }>['data'];

const at = (column: number) => ({ x: column * 280, y: 0 });
const emptyConfigurations = { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] };

/** Nodes of each kind for run tests, on the seeded model and prompt of workspace 1001. */
export const node = {
  trigger: (data: NodeData<'trigger'> = { mode: 'api' }): WorkflowNode => ({ id: 'trigger', kind: 'trigger', label: 'Trigger', position: at(0), data }),
  agent: (id: string, label: string, configurations: Partial<NodeData<'agent'>['configurations']> = {}, wid = '1001'): WorkflowNode => ({
    id,
    kind: 'agent',
    label,
    position: at(1),
    data: {
      name: label,
      description: 'Answers in a run test',
      llmId: seedId('llm', wid, 1),
      promptTemplateId: seedId('promptTemplate', wid, 1),
      modelParameters: {},
      tools: [],
      configurations: { ...emptyConfigurations, ...configurations },
    },
  }),
  condition: (id: string, label: string, branches: { id: string; label: string; expression: string }[]): WorkflowNode => ({
    id, kind: 'condition', label, position: at(2), data: { branches },
  }),
  tool: (id: string, label: string, data: Partial<NodeData<'tool'>> & Pick<NodeData<'tool'>, 'toolType' | 'toolId'>): WorkflowNode => ({
    id, kind: 'tool', label, position: at(3), data: { arguments: [], secrets: [], ...data },
  }),
  retrieval: (id: string, label: string, ragType: 'vector' | 'graph', ragId: string, query = '{{input.message}}'): WorkflowNode => ({
    id, kind: 'retrieval', label, position: at(1), data: { ragType, ragId, query },
  }),
  output: (id = 'output', label = 'Output', format: 'text' | 'json' = 'text'): WorkflowNode => ({ id, kind: 'output', label, position: at(4), data: { format } }),
};

/** A graph of the nodes, joined as `[source, target, handle?]`. */
export function graphOf(nodes: WorkflowNode[], edges: [string, string, string?][]): WorkflowGraph {
  return {
    nodes,
    edges: edges.map(([source, target, handle]) => ({ id: `${source}-${handle ?? 'next'}-${target}`, source, target, ...(handle && { sourceHandle: handle }) })),
    settings: {},
  };
}

/** A chain of nodes, each joined to the next. */
export const chainOf = (nodes: WorkflowNode[]) => graphOf(nodes, nodes.slice(1).map((each, index) => [nodes[index]!.id, each.id]));

export const runsPath = (wid: string, rest = '') => `/api/workspaces/${wid}/runs${rest}`;

/** Creates a workflow with the graph as its draft and publishes it as 1.0.0. */
export async function publishedWorkflow(t: TestServer, token: string, name: string, graph: WorkflowGraph, wid = '1001'): Promise<Workflow> {
  const workflow = await createWorkflow(t, token, name, { wid, draft: graph });
  const res = await publish(t, token, workflow, {}, wid);
  if (res.status !== 200) throw new Error(`publishing ${name}: ${res.status} ${res.text}`);
  return workflow;
}

/** Starts a run (raw answer: 202 expected). */
export function startRun(t: TestServer, token: string, workflowId: string, body: Record<string, unknown> = {}, wid = '1001') {
  return t.call('POST', `/api/workspaces/${wid}/workflows/${workflowId}/runs`, { token, body });
}

/** The run and its steps once it has stopped executing (finished or waiting), checked against the contract. */
export async function settledRun(t: TestServer, token: string, runId: string, wid = '1001'): Promise<RunWithSteps> {
  await t.mock.engine.idle();
  const res = await t.call('GET', runsPath(wid, `/${runId}`), { token });
  if (res.status !== 200) throw new Error(`reading run ${runId}: ${res.status} ${res.text}`);
  return operations['runs.get'].response.parse(res.data);
}

/** Starts a run and answers it settled. */
export async function runToEnd(t: TestServer, token: string, workflowId: string, body: Record<string, unknown> = {}, wid = '1001'): Promise<RunWithSteps> {
  const started = await startRun(t, token, workflowId, body, wid);
  if (started.status !== 202) throw new Error(`starting a run: ${started.status} ${started.text}`);
  return settledRun(t, token, (started.data as Run).id, wid);
}

/** Reads a run's event stream with fetch and the bearer token, as the console does, until it closes. */
export async function readEvents(t: TestServer, token: string, runId: string, init: { lastEventId?: number; wid?: string } = {}): Promise<RunEvent[]> {
  const wid = init.wid ?? '1001';
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-workspace-id': wid, accept: 'text/event-stream' };
  if (init.lastEventId !== undefined) headers['last-event-id'] = String(init.lastEventId);
  const response = await fetch(`${t.origin}${runsPath(wid, `/${runId}/events`)}`, { headers, signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`events: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('id:'))
    .map((block) => {
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      return operations['runs.events'].response.parse({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data!) });
    });
}

/** Saves a vault key of workspace 1001 (or another). */
export async function addVaultKey(t: TestServer, token: string, keyName: string, keyValue: string, wid = '1001') {
  const res = await t.call('POST', `/api/workspaces/${wid}/key-vault`, { token, body: { keyName, description: 'Saved by a workflow run test', keyValue, isActive: true } });
  if (res.status !== 201) throw new Error(`vault key ${keyName}: ${res.status} ${res.text}`);
  return res.data as { id: string };
}

/** Creates a record through its resource's create call and answers its id. */
export async function createRecord(t: TestServer, token: string, path: string, body: unknown, wid = '1001'): Promise<string> {
  const res = await t.call('POST', `/api/workspaces/${wid}/${path}`, { token, body });
  if (res.status !== 201) throw new Error(`creating ${path}: ${res.status} ${res.text}`);
  return (res.data as { id: string }).id;
}

/** A model gateway whose calls never answer until their run is cancelled; `calls()` counts the calls made. */
export function hangingModelGateway(): { gateway: ModelGateway; calls: () => number } {
  let calls = 0;
  const gateway: ModelGateway = {
    planToolCalls: async () => [],
    complete: ({ signal }) =>
      new Promise((_, reject) => {
        calls += 1;
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      }),
  };
  return { gateway, calls: () => calls };
}
