import fc from 'fast-check';
import type { NodeKind, WorkflowEdge, WorkflowGraph, WorkflowNode } from '../src/schemas/workflow';

/** A node of the kind with the data a draft holds when it is filled in. */
export function node(kind: NodeKind, id: string, label = id, position = { x: 0, y: 0 }): WorkflowNode {
  const base = { id, label, position };
  switch (kind) {
    case 'trigger':
      return { ...base, kind, data: { mode: 'api' } };
    case 'agent':
      return {
        ...base,
        kind,
        data: {
          name: label,
          description: 'Answers the claim from the policy documents',
          llmId: 'llm-1',
          promptTemplateId: 'prompt-1',
          modelParameters: {},
          tools: [],
          configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
        },
      };
    case 'condition':
      return { ...base, kind, data: { branches: [{ id: 'yes', label: 'Yes', expression: 'input.message == "yes"' }] } };
    case 'tool':
      return { ...base, kind, data: { toolType: 'api', toolId: 'api-1', arguments: [], secrets: [] } };
    case 'retrieval':
      return { ...base, kind, data: { ragType: 'vector', ragId: 'rag-1', query: '{{input.message}}' } };
    case 'output':
      return { ...base, kind, data: { format: 'text' } };
  }
}

export const edge = (source: string, target: string, sourceHandle?: string): WorkflowEdge => ({
  id: `${source}-${sourceHandle ?? 'out'}-${target}`,
  source,
  target,
  ...(sourceHandle === undefined ? {} : { sourceHandle }),
});

/** trigger → agent → output, the smallest workflow that passes the check. */
export function linearGraph(): WorkflowGraph {
  return {
    nodes: [node('trigger', 'trigger', 'Trigger'), node('agent', 'agent', 'Claims triage'), node('output', 'output', 'Output')],
    edges: [edge('trigger', 'agent'), edge('agent', 'output')],
    settings: {},
  };
}

const middleKinds = ['agent', 'condition', 'tool', 'retrieval'] as const;

/** A graph of a trigger, up to ten middle nodes and an output, with random edges among them (self loops and cycles included). */
export const arbitraryGraph: fc.Arbitrary<WorkflowGraph> = fc
  .record({
    kinds: fc.array(fc.constantFrom(...middleKinds), { minLength: 0, maxLength: 10 }),
    edgeSeeds: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
    positions: fc.array(fc.tuple(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: -2000, max: 2000 })), { minLength: 12, maxLength: 12 }),
  })
  .map(({ kinds, edgeSeeds, positions }) => {
    const ids = ['trigger', ...kinds.map((_, index) => `n${index}`), 'output'];
    const nodes = ids.map((id, index) => {
      const kind = index === 0 ? 'trigger' : index === ids.length - 1 ? 'output' : kinds[index - 1]!;
      const [x, y] = positions[index % positions.length]!;
      return node(kind, id, `${kind} ${index}`, { x, y });
    });
    const edges = new Map<string, WorkflowEdge>();
    for (const [a, b] of edgeSeeds) {
      const source = nodes[a % nodes.length]!;
      if (source.kind === 'output') continue;
      const target = nodes[b % nodes.length]!;
      const handle = source.kind === 'condition' ? (a % 2 === 0 ? 'yes' : 'else') : undefined;
      const created = edge(source.id, target.id, handle);
      edges.set(created.id, created);
    }
    return { nodes, edges: [...edges.values()], settings: {} };
  });

/** The same graph with each object's keys in reverse order: the same value, written otherwise. */
export function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).reverse().map(([key, item]) => [key, reverseKeys(item)])) as T;
}
