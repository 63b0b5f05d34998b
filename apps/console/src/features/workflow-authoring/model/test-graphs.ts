import type { WorkflowGraph } from '@agentdeck/api-client';

/** The value frozen all the way down, so an edit that changes its input throws in a test. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** trigger → agent 'Triage' → condition 'Route' (branch 'Approve' → 'Approve' output, else → 'Reject' output). */
export function routedGraph(): WorkflowGraph {
  const at = (x: number, y = 0) => ({ x, y });
  return {
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Trigger', position: at(0), data: { mode: 'api' } },
      {
        id: 'triage',
        kind: 'agent',
        label: 'Triage',
        position: at(300),
        data: {
          name: 'Triage',
          description: 'Reads the claim',
          llmId: 'llm-1',
          promptTemplateId: 'prompt-1',
          modelParameters: {},
          tools: [],
          configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
        },
      },
      { id: 'route', kind: 'condition', label: 'Route', position: at(600), data: { branches: [{ id: 'approve', label: 'Approve', expression: 'input.message == "yes"' }] } },
      { id: 'approve', kind: 'output', label: 'Approve', position: at(900, -100), data: { format: 'text' } },
      { id: 'reject', kind: 'output', label: 'Reject', position: at(900, 100), data: { format: 'json' } },
    ],
    edges: [
      { id: 'trigger-triage', source: 'trigger', target: 'triage' },
      { id: 'triage-route', source: 'triage', target: 'route' },
      { id: 'route-approve-approve', source: 'route', sourceHandle: 'approve', target: 'approve' },
      { id: 'route-else-reject', source: 'route', sourceHandle: 'else', target: 'reject' },
    ],
    settings: {},
  };
}
