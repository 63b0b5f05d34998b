import type { NodeKind, NodeOfKind } from '@agentdeck/api-client';

/** The words for each kind: a new node's label, the palette's entries. */
export const NODE_KIND_LABELS: Record<NodeKind, string> = {
  trigger: 'Trigger',
  agent: 'Agent',
  condition: 'Condition',
  tool: 'Tool',
  retrieval: 'Retrieval',
  output: 'Output',
};

/**
 * What a new node of each kind holds: a valid draft that the publish check then asks to fill in
 * (the tool, the retrieval and its query, the condition's expression, the agent's name, model and
 * prompt). The agent starts empty as the agent-node panel's new node does (`emptyAgentNode`).
 * Each holds every field the contract's defaults fill in, so a node saved and read back from the
 * server is the same JSON (a conflict review compares them).
 */
export function defaultNodeData<K extends NodeKind>(kind: K): NodeOfKind<K>['data'] {
  const data: { [Kind in NodeKind]: () => NodeOfKind<Kind>['data'] } = {
    trigger: () => ({ mode: 'api', messageBrokerId: '', topicId: '' }),
    agent: () => ({
      reusableAgentId: '',
      name: '',
      description: '',
      llmId: '',
      slmId: '',
      promptTemplateId: '',
      modelParameters: {},
      tools: [],
      configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
    }),
    condition: () => ({ branches: [{ id: 'branch-1', label: 'Branch 1', expression: '' }] }),
    tool: () => ({ toolType: 'api', toolId: '', toolName: '', arguments: [], secrets: [] }),
    retrieval: () => ({ ragType: 'vector', ragId: '', query: '' }),
    output: () => ({ format: 'text' }),
  };
  return data[kind]();
}
