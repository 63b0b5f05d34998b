import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';

const node = (id: string, kind: WorkflowNode['kind'], data: object): WorkflowNode =>
  ({ id, kind, label: id, position: { x: 0, y: 0 }, data }) as WorkflowNode;

/**
 * trigger → agent → route, whose branches 'urgent' and 'refund' and its else lead to three
 * outputs. The outputs and the edges are listed out of branch order, so only the ports can put
 * them in order.
 */
export const smallWorkflow: WorkflowGraph = {
  nodes: [
    node('start', 'trigger', { mode: 'api' }),
    node('triage', 'agent', {
      name: 'Triage',
      description: '',
      promptTemplateId: '',
      modelParameters: {},
      tools: [],
      configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
    }),
    node('route', 'condition', {
      branches: [
        { id: 'urgent', label: 'Urgent', expression: 'input.message == "urgent"' },
        { id: 'refund', label: 'Refund', expression: 'input.message == "refund"' },
      ],
    }),
    node('fallback-answer', 'output', { format: 'text' }),
    node('refund-answer', 'output', { format: 'text' }),
    node('urgent-answer', 'output', { format: 'json' }),
  ],
  edges: [
    { id: 'start-triage', source: 'start', target: 'triage' },
    { id: 'triage-route', source: 'triage', target: 'route' },
    { id: 'route-else', source: 'route', sourceHandle: 'else', target: 'fallback-answer' },
    { id: 'route-refund', source: 'route', sourceHandle: 'refund', target: 'refund-answer' },
    { id: 'route-urgent', source: 'route', sourceHandle: 'urgent', target: 'urgent-answer' },
  ],
  settings: {},
};
