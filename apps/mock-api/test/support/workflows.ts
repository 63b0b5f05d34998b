import type { ResourceRecord, WorkflowGraph } from '@agentdeck/api-client';
import { seedId } from '../../src/seed/records';
import type { TestServer } from './server';

export type Workflow = ResourceRecord<'workflow'>;

/** trigger → agent → output on the seeded model and prompt of a workspace: a draft the publish check passes. */
export function publishableGraph(wid = '1001'): WorkflowGraph {
  return {
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
      {
        id: 'agent',
        kind: 'agent',
        label: 'Answer agent',
        position: { x: 280, y: 0 },
        data: {
          name: 'Answer agent',
          description: 'Answers the question from the policy documents',
          llmId: seedId('llm', wid, 1),
          promptTemplateId: seedId('promptTemplate', wid, 1),
          modelParameters: {},
          tools: [],
          configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
        },
      },
      { id: 'output', kind: 'output', label: 'Output', position: { x: 560, y: 0 }, data: { format: 'text' } },
    ],
    edges: [
      { id: 'trigger-agent', source: 'trigger', target: 'agent' },
      { id: 'agent-output', source: 'agent', target: 'output' },
    ],
    settings: {},
  };
}

/** The graph with the agent's node data changed. */
export function withAgent(graph: WorkflowGraph, changes: Record<string, unknown>): WorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((node) => (node.kind === 'agent' ? ({ ...node, data: { ...node.data, ...changes } } as typeof node) : node)) };
}

export const workflowsPath = (wid: string, rest = '') => `/api/workspaces/${wid}/workflows${rest}`;

/** Reads one workflow with its draft through the API (status 200 expected). */
export async function readWorkflow(t: TestServer, token: string, id: string, wid = '1001'): Promise<Workflow> {
  const res = await t.call('GET', workflowsPath(wid, `/${id}`), { token });
  if (res.status !== 200) throw new Error(`reading ${id}: ${res.status} ${res.text}`);
  return res.data as Workflow;
}

/** Creates a workflow through the API and answers it (status 201 expected). */
export async function createWorkflow(
  t: TestServer,
  token: string,
  name: string,
  options: { wid?: string; draft?: WorkflowGraph; tagIds?: string[] } = {},
): Promise<Workflow> {
  const { wid = '1001', draft = publishableGraph(wid), tagIds = [] } = options;
  const res = await t.call('POST', workflowsPath(wid), { token, body: { name, description: 'Made by a workflow test', tagIds, draft } });
  if (res.status !== 201) throw new Error(`creating ${name}: ${res.status} ${res.text}`);
  return res.data as Workflow;
}

/** Saves a draft through the API from the workflow's current revision and answers the saved workflow. */
export async function saveDraft(t: TestServer, token: string, workflow: Workflow, draft: WorkflowGraph, wid = '1001'): Promise<Workflow> {
  const { name, description, tagIds, revision } = workflow;
  const res = await t.call('PUT', workflowsPath(wid, `/${workflow.id}`), { token, body: { name, description, tagIds, draft, revision } });
  if (res.status !== 200) throw new Error(`saving ${name}: ${res.status} ${res.text}`);
  return res.data as Workflow;
}

/** Publishes the workflow's draft (raw answer: status and body). */
export function publish(t: TestServer, token: string, workflow: Workflow, body: Record<string, unknown> = {}, wid = '1001') {
  return t.call('POST', workflowsPath(wid, `/${workflow.id}/versions`), {
    token,
    body: { releaseType: 'major', notes: 'Published by a test', revision: workflow.revision, ...body },
  });
}
