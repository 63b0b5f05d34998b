import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryGraph, linearGraph, node, reverseKeys } from '../../test/workflow-graphs';
import { workflowGraphSchema, type NodeOfKind, type WorkflowGraph } from '../schemas/workflow';
import { canonicalJson } from './canonical-json';
import { exportWorkflow, importGraph } from './export';

const names: Record<string, string> = { 'llm-1': 'GPT-4o', 'prompt-1': 'Claims prompt', 'api-1': 'Policy API', 'rag-1': 'Policy docs' };
const nameOf = (_resource: string, id: string) => names[id];
const input = (graph: WorkflowGraph) => ({
  name: 'Claims triage',
  description: 'Sorts incoming claims',
  tags: [
    { name: 'insurance', colour: 'indigo', description: '' },
    { name: 'claims', colour: 'green', description: '' },
  ],
  version: '1.1.0',
  graph,
});

function withToolAndSecret(): WorkflowGraph {
  const graph = linearGraph();
  const tool = node('tool', 'tool', 'Lookup') as NodeOfKind<'tool'>;
  tool.data.secrets = [{ name: 'apiKey', vaultKey: 'policy-api-key' }];
  const agent = graph.nodes[1] as NodeOfKind<'agent'>;
  agent.data.tools = [{ id: 'api-1', type: 'API' }];
  agent.data.configurations.rags = ['rag-1', 'rag-gone'];
  graph.nodes.push(tool);
  return graph;
}

describe('the export format (design section 1.2)', () => {
  it('writes each reference by resource kind and name, a vault secret by its key name', () => {
    const exported = exportWorkflow(input(withToolAndSecret()), nameOf);
    const text = canonicalJson(exported);
    expect(exported.graph.nodes).toContainEqual(
      expect.objectContaining({
        id: 'agent',
        data: expect.objectContaining({
          llmId: { resource: 'llm', name: 'GPT-4o' },
          promptTemplateId: { resource: 'promptTemplate', name: 'Claims prompt' },
          tools: [{ id: { resource: 'apiTool', name: 'Policy API' }, type: 'API' }],
        }),
      }),
    );
    expect(text).toContain('"vaultKey": {\n');
    expect(text).toContain('"name": "policy-api-key"');
    for (const id of Object.keys(names)) expect(text).not.toContain(`"${id}"`);
    expect(exported.tags.map((tag) => tag.name)).toEqual(['claims', 'insurance']);
  });

  it('gives the same bytes for the same workflow whatever the key order or node order of its input', () => {
    fc.assert(
      fc.property(arbitraryGraph, fc.nat(), (graph, shift) => {
        const rotated = { ...graph, nodes: [...graph.nodes.slice(shift % graph.nodes.length), ...graph.nodes.slice(0, shift % graph.nodes.length)] };
        const first = canonicalJson(exportWorkflow(input(graph), nameOf));
        expect(canonicalJson(exportWorkflow(reverseKeys(input(rotated)), nameOf))).toBe(first);
      }),
    );
  });

  it('imports what it exported: references found by name come back as ids, the others are listed and left out', () => {
    const ids = Object.fromEntries(Object.entries(names).map(([id, name]) => [name, `new-${id}`]));
    const exported = exportWorkflow(input(withToolAndSecret()), nameOf);
    const { graph, unresolved } = importGraph((JSON.parse(canonicalJson(exported)) as typeof exported).graph, (resource, name) =>
      resource === 'vault' ? (name === 'policy-api-key' ? 'vault-id' : undefined) : ids[name],
    );
    const parsed = workflowGraphSchema.parse(graph);
    const agent = parsed.nodes.find((each) => each.id === 'agent') as NodeOfKind<'agent'>;
    expect(agent.data).toMatchObject({ llmId: 'new-llm-1', promptTemplateId: 'new-prompt-1', tools: [{ id: 'new-api-1', type: 'API' }] });
    expect(agent.data.configurations.rags).toEqual(['new-rag-1']);
    const tool = parsed.nodes.find((each) => each.id === 'tool') as NodeOfKind<'tool'>;
    expect(tool.data.secrets).toEqual([{ name: 'apiKey', vaultKey: 'policy-api-key' }]);
    expect(unresolved).toEqual([{ nodeId: 'agent', label: 'Claims triage', field: 'configurations.rags.1', resource: 'vectorRag', name: '' }]);
  });
});
