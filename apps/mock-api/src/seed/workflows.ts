import { resources, workflowGraphSchema, type ReleaseType } from '@agentdeck/api-client';
import type { z } from 'zod';
import { insertRecord } from '../store/records';
import type { Store } from '../store/store';
import { publishDraft } from '../workflows/publish';
import { insertWorkflow, saveDraft, type WorkflowRecord } from '../workflows/workflow-records';
import { users } from './identity';
import { seedId, seedRecords, type SeedRecord } from './records';

type GraphInput = z.input<typeof workflowGraphSchema>;
type NodeInput = GraphInput['nodes'][number];

interface Release {
  graph: GraphInput;
  releaseType: ReleaseType;
  notes: string;
  daysAgo: number;
}

export interface WorkflowSeed {
  id: string;
  name: string;
  description: string;
  tagIds: string[];
  daysAgo: number;
  /** Each published through the publish route's own code, in order. */
  releases: Release[];
  /** A draft saved after the last release, so the registry shows a draft ahead of its version. */
  draftAhead?: GraphInput;
}

const DAY_MS = 86_400_000;
const place = (column: number, row = 0) => ({ x: column * 280, y: row * 160 });
const edge = (source: string, target: string, sourceHandle?: string) => ({
  id: `${source}-${sourceHandle ?? 'next'}-${target}`,
  source,
  target,
  ...(sourceHandle === undefined ? {} : { sourceHandle }),
});

/**
 * The enterprise workspace's tags and workflows, built from its seeded agents, tools, RAGs,
 * guardrails and brokers. Every other workspace starts with none.
 */
export function workflowSeeds(wid: string): { tags: SeedRecord<'workflowTag'>[]; workflows: WorkflowSeed[] } {
  if (wid !== '1001') return { tags: [], workflows: [] };
  const id = (key: Parameters<typeof seedId>[0], n: number) => seedId(key, wid, n);
  const agents = seedRecords(wid).agent;

  /** An agent node carrying the agent editor's fields of a seeded agent, with changes. */
  const agentNode = (n: number, nodeId: string, label: string, column: number, changes: Record<string, unknown> = {}): NodeInput => {
    const { name, description, llmId, slmId, promptTemplateId, tools, configurations } = agents[n - 1]!.body;
    const data = { name, description, llmId, slmId, promptTemplateId, tools, configurations, ...changes };
    return { id: nodeId, kind: 'agent', label, position: place(column), data } as NodeInput;
  };
  const apiTrigger = (label: string): NodeInput => ({ id: 'trigger', kind: 'trigger', label, position: place(0), data: { mode: 'api' } });
  const output = (nodeId: string, label: string, column: number, format: 'text' | 'json', row = 0): NodeInput => ({
    id: nodeId, kind: 'output', label, position: place(column, row), data: { format },
  });
  const retrieval = (nodeId: string, label: string, column: number, ragType: 'vector' | 'graph', ragId: string, row = 0): NodeInput => ({
    id: nodeId, kind: 'retrieval', label, position: place(column, row), data: { ragType, ragId, query: '{{input.message}}' },
  });

  // Claims triage: the triage agent's verdict routes urgent claims to a service desk ticket.
  const claimsAgentConfig = (mcpServers: string[]) => ({
    mcpServers, knowledgeGraphs: [id('graphRag', 1)], rags: [id('vectorRag', 1)], guardrails: [id('guardrail', 1)], connectors: [],
  });
  const claimsGraph = (agent: NodeInput, before: NodeInput[] = []): GraphInput => {
    const agentId = agent.id;
    const chain = ['trigger', 'related-claims', ...before.map((node) => node.id), agentId];
    return {
      nodes: [
        apiTrigger('Claim received'),
        retrieval('related-claims', 'Related claims', 1, 'graph', id('graphRag', 1)),
        ...before,
        agent,
        { id: 'priority', kind: 'condition', label: 'Priority', position: place(3 + before.length), data: { branches: [{ id: 'urgent', label: 'Urgent', expression: 'Triage_agent.output == "urgent"' }] } },
        {
          id: 'open-ticket', kind: 'tool', label: 'Open ticket', position: place(4 + before.length, -1),
          data: { toolType: 'api', toolId: id('apiTool', 2), arguments: [{ name: 'title', dataType: 'string', value: '{{input.message}}' }, { name: 'priority', dataType: 'int', value: '1' }] },
        },
        output('escalated', 'Escalated', 5 + before.length, 'json', -1),
        output('answer', 'Answer', 4 + before.length, 'text', 1),
      ],
      edges: [
        ...chain.slice(1).map((target, index) => edge(chain[index]!, target)),
        edge(agentId, 'priority'),
        edge('priority', 'open-ticket', 'urgent'),
        edge('priority', 'answer', 'else'),
        edge('open-ticket', 'escalated'),
      ],
    };
  };
  const triage = (changes: Record<string, unknown>, column = 2) => agentNode(1, 'triage', 'Triage agent', column, changes);
  const policyLookup: NodeInput = {
    id: 'policy-lookup', kind: 'tool', label: 'Policy lookup', position: place(2),
    data: { toolType: 'api', toolId: id('apiTool', 1), arguments: [{ name: 'policy_number', dataType: 'string', value: '{{input.metadata.policy_number}}' }] },
  };

  // Support intake: order updates from the broker answered by the support reply agent.
  const supportGraph = (tools: { id: string; type: 'API' }[], knowledge: { knowledgeBase?: string; connectors?: string[] } = {}): GraphInput => ({
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Order update', position: place(0), data: { mode: 'broker', messageBrokerId: id('messageBroker', 2), topicId: 'order-updates' } },
      agentNode(2, 'reply', 'Reply agent', 1, { tools, configurations: { ...agents[1]!.body.configurations, ...knowledge } }),
      output('reply-output', 'Reply', 2, 'text'),
    ],
    edges: [edge('trigger', 'reply'), edge('reply', 'reply-output')],
  });

  // Policy Q&A: policy passages retrieved, then answered with guardrails.
  const policyGraph = (guardrails: string[], temperature?: number): GraphInput => ({
    nodes: [
      apiTrigger('Question'),
      retrieval('policy-passages', 'Policy passages', 1, 'vector', id('vectorRag', 1)),
      agentNode(1, 'answerer', 'Policy answerer', 2, {
        name: 'Policy Answerer', description: 'Answers policy questions from the retrieved passages', promptTemplateId: id('promptTemplate', 2),
        tools: [], configurations: { mcpServers: [], knowledgeGraphs: [], rags: [id('vectorRag', 1)], guardrails, connectors: [] },
        modelParameters: temperature === undefined ? {} : { temperature },
      }),
      output('answer', 'Answer', 3, 'text'),
    ],
    edges: [edge('trigger', 'policy-passages'), edge('policy-passages', 'answerer'), edge('answerer', 'answer')],
  });

  // Policy brief: the policy record and the policy documents fetched side by side, then one agent
  // reads both (its input is keyed by the two labels, design section 2.1a).
  const briefGraph = (guardrails: string[]): GraphInput => ({
    nodes: [
      apiTrigger('Brief request'),
      retrieval('policy-passages', 'Policy passages', 1, 'vector', id('vectorRag', 1), -1),
      { ...policyLookup, position: place(1, 1) },
      agentNode(1, 'writer', 'Brief writer', 2, {
        name: 'Brief Writer', description: 'Writes a short brief on a policy from its record and the policy documents', promptTemplateId: id('promptTemplate', 2),
        tools: [], configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails, connectors: [] },
      }),
      output('brief', 'Brief', 3, 'text'),
    ],
    edges: [
      edge('trigger', 'policy-passages'),
      edge('trigger', 'policy-lookup'),
      edge('policy-passages', 'writer'),
      edge('policy-lookup', 'writer'),
      edge('writer', 'brief'),
    ],
  });

  return {
    tags: [
      { id: id('workflowTag', 1), body: { name: 'claims', colour: 'indigo', description: 'Claims intake and handling' } },
      { id: id('workflowTag', 2), body: { name: 'support', colour: 'green', description: 'Customer support conversations' } },
      { id: id('workflowTag', 3), body: { name: 'experimental', colour: 'amber', description: 'Not yet used in production' } },
    ],
    workflows: [
      {
        id: id('workflow', 1), name: 'Claims triage', description: 'Classifies new claims and opens a ticket for urgent ones',
        tagIds: [id('workflowTag', 1)], daysAgo: 75,
        releases: [
          { graph: claimsGraph(triage({ configurations: claimsAgentConfig([]) })), releaseType: 'major', notes: 'First release', daysAgo: 70 },
          { graph: claimsGraph(triage({ configurations: claimsAgentConfig([id('mcpServer', 1)]) })), releaseType: 'minor', notes: 'The triage agent can search the docs through the demo MCP tools', daysAgo: 40 },
          {
            graph: claimsGraph(triage({ tools: [], configurations: claimsAgentConfig([id('mcpServer', 1)]) }, 3), [policyLookup]),
            releaseType: 'major', notes: 'Policy lookup runs as its own step before the agent', daysAgo: 12,
          },
        ],
        draftAhead: claimsGraph(triage({ tools: [], configurations: claimsAgentConfig([id('mcpServer', 1)]), modelParameters: { temperature: 0.1 } }, 3), [policyLookup]),
      },
      {
        id: id('workflow', 2), name: 'Support intake', description: 'Answers order updates arriving on the orders broker',
        tagIds: [id('workflowTag', 2)], daysAgo: 60,
        releases: [
          { graph: supportGraph([]), releaseType: 'major', notes: 'First release', daysAgo: 55 },
          {
            graph: supportGraph([{ id: id('apiTool', 2), type: 'API' }], { knowledgeBase: id('knowledgeBase', 1), connectors: [id('connector', 3)] }),
            releaseType: 'minor', notes: 'The reply agent can open a ticket, and consults the support handbook and the Jira support board', daysAgo: 20,
          },
        ],
      },
      {
        id: id('workflow', 3), name: 'Policy Q&A', description: 'Answers policy questions from the policy documents',
        tagIds: [id('workflowTag', 1), id('workflowTag', 3)], daysAgo: 45,
        releases: [
          { graph: policyGraph([id('guardrail', 2)]), releaseType: 'major', notes: 'First release', daysAgo: 44 },
          { graph: policyGraph([id('guardrail', 2), id('guardrail', 3)]), releaseType: 'minor', notes: 'Bias detection on answers', daysAgo: 25 },
          { graph: policyGraph([id('guardrail', 2), id('guardrail', 3)], 0.1), releaseType: 'patch', notes: 'Lower temperature for steadier answers', daysAgo: 5 },
        ],
      },
      {
        id: id('workflow', 4), name: 'Policy brief', description: 'Looks a policy up and searches the policy documents side by side, then writes a brief from both',
        tagIds: [id('workflowTag', 1)], daysAgo: 35,
        releases: [
          { graph: briefGraph([]), releaseType: 'major', notes: 'First release', daysAgo: 34 },
          { graph: briefGraph([id('guardrail', 1)]), releaseType: 'minor', notes: 'The brief writer masks social security numbers', daysAgo: 9 },
        ],
      },
    ],
  };
}

/** Seeds the tags and workflows of a workspace, each version published through `publishDraft`. */
export function seedWorkflows(store: Store, wid: string, now: Date): void {
  const { tags, workflows } = workflowSeeds(wid);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const admin = users[0]!;
  const publisher = { id: admin.id, name: admin.name };
  for (const [index, tag] of tags.entries()) {
    insertRecord(store, wid, 'workflowTag', resources.workflowTag.create.parse(tag.body), { id: tag.id, at: at(90 - index) });
  }
  for (const seed of workflows) {
    const body = resources.workflow.create.parse({ name: seed.name, description: seed.description, tagIds: seed.tagIds });
    let workflow = insertWorkflow(store, wid, body, { id: seed.id, at: at(seed.daysAgo) });
    const save = (graph: GraphInput, daysAgo: number) => saveDraft(store, wid, workflow, { draft: workflowGraphSchema.parse(graph) }, at(daysAgo));
    for (const release of seed.releases) {
      workflow = save(release.graph, release.daysAgo);
      const publish = { releaseType: release.releaseType, notes: release.notes, revision: workflow.revision };
      publishDraft(store, wid, workflow, publish, publisher, at(release.daysAgo));
      workflow = store.records.get(wid, 'workflow', seed.id) as WorkflowRecord;
    }
    if (seed.draftAhead) save(seed.draftAhead, 2);
  }
}
