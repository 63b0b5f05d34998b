import type { NodeOfKind, WorkflowGraph } from '@agentdeck/api-client';
import { createFakeApi } from '../../../testing/fake-api';

const none = { shared: [] };

/**
 * A workspace for the node panels' stories and tests, in memory: a prompt and a model (for the
 * agent node), an API tool, an MCP server with two chosen tools, a vector and a graph RAG, a
 * Kafka broker with two topics, a reusable agent ('Claims Triage Agent'), and intellisense with one variable and the session's metadata.
 */
export function panelWorkspace() {
  const api = createFakeApi({
    promptTemplate: [{ name: 'claims_triage', description: 'Sorts incoming claims by urgency', configurations: { prompt_template: 'Sort {{claim}}' } }],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    apiTool: [
      {
        name: 'Create Ticket',
        description: 'Opens a ticket in the service desk',
        configurations: { url: 'https://desk.example/api/tickets', method: 'POST', headers: [], payload: '{}', authorization: { authType: 'none' }, promotedVariables: '{}' },
      } as never,
    ],
    mcpServer: [
      {
        name: 'weather_tools',
        description: 'Weather lookups',
        configurations: { url: 'http://127.0.0.1:4010/demo-mcp/mcp', transport: 'streamable_http', type: 'SERVER', timeout: 0, retryCount: 0, selected_tools: ['get_forecast', 'get_alerts'], authorization: { authType: 'none' } },
      } as never,
    ],
    vectorRag: [{ name: 'Policy documents', description: 'The policy wordings, by product', configurations: { ragVariant: 'vector', generator: false, retrievals: [] } } as never],
    graphRag: [{ name: 'Claims graph', description: 'Claims, customers and their policies', configurations: { ragVariant: 'graph', generator: false, retrievals: [] } } as never],
    messageBroker: [
      {
        name: 'Claims Kafka',
        description: 'Kafka cluster for claim events',
        provider: 'Apache Kafka',
        configurations: {
          bootstrapServers: 'kafka-1.internal:9092',
          topics: [
            { id: 'new-claims', title: 'New claims', topicType: 'inbound', requestStructure: '{"message":"string"}' },
            { id: 'claim-answers', title: 'Claim answers', topicType: 'outbound', requestStructure: '{"answer":"string"}' },
          ],
        },
      } as never,
    ],
  });
  api.answer('POST', /\/prompt-template\/intellisense$/, {
    tools: { api: none, mcp: none, rag: none, graphRag: none },
    variables: { shared: [{ id: 'variable-1', name: 'claim_limit', dataType: 'int' }] },
    agents: none,
    metadata: [{ name: 'session', children: [{ name: 'id' }] }],
  });
  const idOf = (resource: 'apiTool' | 'mcpServer' | 'vectorRag' | 'graphRag' | 'messageBroker' | 'llm' | 'promptTemplate') => api.records(resource)[0]!.id;
  api.records('agent').push({
    id: 'agent-claims',
    isReadOnly: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    type: 'agent_node',
    name: 'Claims Triage Agent',
    description: 'Classifies new claims and routes them',
    llmId: idOf('llm'),
    promptTemplateId: idOf('promptTemplate'),
    tools: [],
    configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
  } as never);
  return { api, idOf };
}

const emptyAgent: NodeOfKind<'agent'>['data'] = {
  name: '',
  description: '',
  promptTemplateId: '',
  modelParameters: {},
  tools: [],
  configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
};

/**
 * A claims workflow: an API trigger, a policy lookup, a triage agent, then a condition routing
 * urgent claims to a ticket and refunds to their own answer, everything else to the answer.
 */
export function claimsWorkflow(ids: ReturnType<typeof panelWorkspace>['idOf']): WorkflowGraph {
  return {
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Claim received', position: { x: 0, y: 0 }, data: { mode: 'api' } },
      { id: 'policies', kind: 'retrieval', label: 'Policy lookup', position: { x: 280, y: 0 }, data: { ragType: 'vector', ragId: ids('vectorRag'), query: 'Policies that cover {{input.message}}' } },
      { id: 'triage', kind: 'agent', label: 'Claims triage', position: { x: 560, y: 0 }, data: emptyAgent },
      {
        id: 'route',
        kind: 'condition',
        label: 'Route claim',
        position: { x: 840, y: 0 },
        data: {
          branches: [
            { id: 'urgent', label: 'Urgent', expression: 'Claims_triage.output == "urgent"' },
            { id: 'refund', label: 'Refund', expression: 'input.message == "refund"' },
          ],
        },
      },
      {
        id: 'ticket',
        kind: 'tool',
        label: 'Create ticket',
        position: { x: 1120, y: -120 },
        data: { toolType: 'api', toolId: ids('apiTool'), arguments: [{ name: 'summary', dataType: 'string', value: '{{Claims_triage.output}}' }], secrets: [] },
      },
      { id: 'answer', kind: 'output', label: 'Answer', position: { x: 1400, y: 0 }, data: { format: 'text' } },
      { id: 'refund-answer', kind: 'output', label: 'Refund answer', position: { x: 1120, y: 120 }, data: { format: 'json' } },
    ],
    edges: [
      { id: 'e1', source: 'trigger', target: 'policies' },
      { id: 'e2', source: 'policies', target: 'triage' },
      { id: 'e3', source: 'triage', target: 'route' },
      { id: 'e4', source: 'route', sourceHandle: 'urgent', target: 'ticket' },
      { id: 'e5', source: 'route', sourceHandle: 'refund', target: 'refund-answer' },
      { id: 'e6', source: 'route', sourceHandle: 'else', target: 'answer' },
      { id: 'e7', source: 'ticket', target: 'answer' },
    ],
    settings: {},
  };
}
