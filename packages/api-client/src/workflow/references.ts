import type { ResourceKey } from '../routes';
import type { WorkflowGraph, WorkflowNode } from '../schemas/workflow';

/**
 * A workspace record a graph names: where (a path into the node's data, or into the graph's
 * settings when `nodeId` is absent), which resource, and the value there: the record's id, or
 * for a vault secret its key name (a graph never holds a secret's value).
 */
export interface GraphReference {
  nodeId?: string;
  path: (string | number)[];
  resource: ResourceKey;
  by: 'id' | 'name';
  value: string;
}

type Found = Omit<GraphReference, 'nodeId'>;

const at = (path: (string | number)[], resource: ResourceKey, value: unknown, by: 'id' | 'name' = 'id'): Found[] =>
  typeof value === 'string' && value !== '' ? [{ path, resource, by, value }] : [];

const each = (path: (string | number)[], resource: ResourceKey, values: readonly unknown[] | undefined): Found[] =>
  (values ?? []).flatMap((value, index) => at([...path, index], resource, value));

const topicOwners = (path: (string | number)[], parts: Record<string, { messageBrokerId?: string } | undefined>) =>
  Object.entries(parts).flatMap(([key, topic]) => at([...path, key, 'messageBrokerId'], 'messageBroker', topic?.messageBrokerId));

function referencesOfNode(node: WorkflowNode): Found[] {
  switch (node.kind) {
    case 'trigger':
      return at(['messageBrokerId'], 'messageBroker', node.data.mode === 'broker' ? node.data.messageBrokerId : undefined);
    case 'agent': {
      const { data } = node;
      const c = data.configurations;
      return [
        ...at(['reusableAgentId'], 'agent', data.reusableAgentId),
        ...at(['llmId'], 'llm', data.llmId),
        ...at(['slmId'], 'slm', data.slmId),
        ...at(['promptTemplateId'], 'promptTemplate', data.promptTemplateId),
        ...data.tools.flatMap((tool, index) => at(['tools', index, 'id'], 'apiTool', tool.id)),
        ...each(['configurations', 'mcpServers'], 'mcpServer', c.mcpServers),
        ...each(['configurations', 'knowledgeGraphs'], 'graphRag', c.knowledgeGraphs),
        ...each(['configurations', 'rags'], 'vectorRag', c.rags),
        ...each(['configurations', 'guardrails'], 'guardrail', c.guardrails),
        ...each(['configurations', 'connectors'], 'connector', c.connectors),
        ...at(['configurations', 'knowledgeBase'], 'knowledgeBase', c.knowledgeBase),
        ...at(['configurations', 'selfLearning', 'promptId'], 'promptTemplate', c.selfLearning?.promptId),
        ...topicOwners(['configurations', 'humanInput'], { topicProducer: c.humanInput?.topicProducer, topicConsumer: c.humanInput?.topicConsumer }),
        ...topicOwners(['configurations', 'publisherIntegration'], { topicProducer: c.publisherIntegration?.topicProducer }),
      ];
    }
    case 'tool':
      return [
        ...at(['toolId'], node.data.toolType === 'api' ? 'apiTool' : 'mcpServer', node.data.toolId),
        ...node.data.secrets.flatMap((secret, index) => at(['secrets', index, 'vaultKey'], 'vault', secret.vaultKey, 'name')),
      ];
    case 'retrieval':
      return at(['ragId'], node.data.ragType === 'vector' ? 'vectorRag' : 'graphRag', node.data.ragId);
    case 'condition':
    case 'output':
      return [];
  }
}

/** Every workspace record the graph names, node by node, then the graph's own settings. */
export function graphReferences(graph: WorkflowGraph): GraphReference[] {
  return [
    ...graph.nodes.flatMap((node) => referencesOfNode(node).map((reference) => ({ ...reference, nodeId: node.id }))),
    ...at(['selfLearning', 'promptId'], 'promptTemplate', graph.settings?.selfLearning?.promptId),
  ];
}


/** A copy of the value with the value at `path` replaced (the path exists: it came from `graphReferences`). */
export function replaceAt<T>(value: T, path: readonly (string | number)[], replacement: unknown): T {
  if (path.length === 0) return replacement as T;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy as T;
}
