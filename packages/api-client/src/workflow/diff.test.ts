import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryGraph, edge, node } from '../../test/workflow-graphs';
import type { NodeOfKind, WorkflowGraph, WorkflowNode } from '../schemas/workflow';
import { diffGraphs } from './diff';
import { releaseRules, suggestReleaseType, type ReleaseRuleId } from './release-rules';

const RANK = { patch: 0, minor: 1, major: 2 } as const;

/** The graph with one node's data changed. */
function withNode<K extends WorkflowNode['kind']>(graph: WorkflowGraph, id: string, change: (node: NodeOfKind<K>) => NodeOfKind<K>): WorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((each) => (each.id === id ? change(each as NodeOfKind<K>) : each)) };
}

const agent = (change: (data: NodeOfKind<'agent'>['data']) => Partial<NodeOfKind<'agent'>['data']>) => (graph: WorkflowGraph) =>
  withNode<'agent'>(graph, 'agent', (each) => ({ ...each, data: { ...each.data, ...change(each.data) } }));

/** A workflow with one of every kind: trigger → retrieval → agent → router (yes: tool, else: output) and tool → output. */
function everyKind(): WorkflowGraph {
  const tool = node('tool', 'tool', 'Lookup policy') as NodeOfKind<'tool'>;
  tool.data.arguments = [{ name: 'policy', dataType: 'string', value: '{{input.metadata.policy}}' }];
  tool.data.secrets = [{ name: 'apiKey', vaultKey: 'policy-api-key' }];
  const agentNode = node('agent', 'agent', 'Claims triage') as NodeOfKind<'agent'>;
  agentNode.data.tools = [{ id: 'api-1', type: 'API' }];
  agentNode.data.configurations.rags = ['rag-1'];
  agentNode.data.configurations.guardrails = ['guard-1'];
  return {
    nodes: [
      node('trigger', 'trigger', 'Trigger'),
      node('retrieval', 'retrieval', 'Policy search'),
      agentNode,
      { ...node('condition', 'router', 'Router'), data: { branches: [{ id: 'yes', label: 'Approved', expression: 'Claims_triage.output == "approve"' }] } } as WorkflowNode,
      tool,
      node('output', 'output', 'Output'),
    ],
    edges: [
      edge('trigger', 'retrieval'),
      edge('retrieval', 'agent'),
      edge('agent', 'router'),
      edge('router', 'tool', 'yes'),
      edge('router', 'output', 'else'),
      edge('tool', 'output'),
    ],
    settings: {},
  };
}

/** Spec 000 section 3.8, rule by rule, each with an example of the change. */
const table: { example: string; edit: (graph: WorkflowGraph) => WorkflowGraph; rule: ReleaseRuleId }[] = [
  { example: 'agent renamed', edit: agent(() => ({ name: 'Claims intake' })), rule: 'agentOrToolRenamed' },
  { example: 'agent node relabelled', edit: (g) => withNode(g, 'agent', (n) => ({ ...n, label: 'Intake' })), rule: 'agentOrToolRenamed' },
  { example: 'tool node relabelled', edit: (g) => withNode(g, 'tool', (n) => ({ ...n, label: 'Find policy' })), rule: 'agentOrToolRenamed' },
  { example: 'LLM swapped for an SLM', edit: agent(() => ({ llmId: undefined, slmId: 'slm-1' })), rule: 'agentTypeChanged' },
  { example: 'reusable agent swapped', edit: agent(() => ({ reusableAgentId: 'reusable-2' })), rule: 'agentTypeChanged' },
  { example: 'node removed', edit: (g) => ({ ...g, nodes: g.nodes.filter((n) => n.id !== 'retrieval'), edges: g.edges.filter((e) => e.source !== 'retrieval' && e.target !== 'retrieval') }), rule: 'nodeRemoved' },
  { example: 'edge moved between existing nodes', edit: (g) => ({ ...g, edges: [...g.edges.filter((e) => e.id !== 'tool-out-output'), edge('tool', 'router')] }), rule: 'pathChanged' },
  { example: "a branch's expression changed", edit: (g) => withNode<'condition'>(g, 'router', (n) => ({ ...n, data: { branches: [{ ...n.data.branches[0]!, expression: 'Claims_triage.output == "deny"' }] } })), rule: 'pathChanged' },
  { example: 'tool removed from an agent', edit: agent(() => ({ tools: [] })), rule: 'toolRemovedFromAgent' },
  { example: 'knowledge removed from an agent', edit: agent((d) => ({ configurations: { ...d.configurations, rags: [] } })), rule: 'knowledgeRemovedFromAgent' },
  { example: 'guardrail removed from an agent', edit: agent((d) => ({ configurations: { ...d.configurations, guardrails: [] } })), rule: 'guardrailRemovedFromAgent' },
  { example: 'input variable removed', edit: (g) => withNode<'tool'>(g, 'tool', (n) => ({ ...n, data: { ...n.data, arguments: [] } })), rule: 'inputVariableRemoved' },
  { example: 'tool node calls another tool', edit: (g) => withNode<'tool'>(g, 'tool', (n) => ({ ...n, data: { ...n.data, toolId: 'api-2' } })), rule: 'toolSwapped' },
  { example: 'trigger listens on a broker', edit: (g) => withNode<'trigger'>(g, 'trigger', (n) => ({ ...n, data: { mode: 'broker', messageBrokerId: 'b', topicId: 't' } })), rule: 'triggerChanged' },
  { example: 'output becomes JSON', edit: (g) => withNode<'output'>(g, 'output', (n) => ({ ...n, data: { format: 'json' } })), rule: 'outputFormatChanged' },
  {
    example: 'retrieval added into a connection',
    edit: (g) => ({
      ...g,
      nodes: [...g.nodes, node('retrieval', 'check', 'Policy check')],
      edges: [...g.edges.filter((e) => e.id !== 'tool-out-output'), edge('tool', 'check'), edge('check', 'output')],
    }),
    rule: 'nodeAdded',
  },
  { example: 'fallback agent added', edit: (g) => ({ ...g, nodes: [...g.nodes, node('agent', 'fallback', 'Fallback agent')], edges: [...g.edges, edge('fallback', 'output')] }), rule: 'nodeAdded' },
  { example: 'tool added to an agent', edit: agent((d) => ({ tools: [...d.tools, { id: 'api-2', type: 'API' as const }] })), rule: 'toolOrKnowledgeAdded' },
  { example: 'knowledge source added to an agent', edit: agent((d) => ({ configurations: { ...d.configurations, knowledgeGraphs: ['graph-1'] } })), rule: 'toolOrKnowledgeAdded' },
  { example: 'prompt changed', edit: agent(() => ({ promptTemplateId: 'prompt-2' })), rule: 'promptChanged' },
  { example: 'another LLM', edit: agent(() => ({ llmId: 'llm-2' })), rule: 'agentModelChanged' },
  { example: "agent's description", edit: agent(() => ({ description: 'Sorts claims by urgency and cover' })), rule: 'agentDescribed' },
  { example: 'guardrail added', edit: agent((d) => ({ configurations: { ...d.configurations, guardrails: ['guard-1', 'guard-2'] } })), rule: 'agentConfigurationChanged' },
  { example: 'input variable added', edit: (g) => withNode<'tool'>(g, 'tool', (n) => ({ ...n, data: { ...n.data, arguments: [...n.data.arguments, { name: 'region', dataType: 'string', value: 'EU' }] } })), rule: 'inputVariableAdded' },
  { example: "retrieval's query", edit: (g) => withNode<'retrieval'>(g, 'retrieval', (n) => ({ ...n, data: { ...n.data, query: 'policy for {{input.message}}' } })), rule: 'retrievalQueryChanged' },
  { example: 'temperature', edit: agent(() => ({ modelParameters: { temperature: 0.2 } })), rule: 'modelParameters' },
  { example: 'label of a condition', edit: (g) => withNode(g, 'router', (n) => ({ ...n, label: 'Decision' })), rule: 'labelChanged' },
  { example: "a branch's label", edit: (g) => withNode<'condition'>(g, 'router', (n) => ({ ...n, data: { branches: [{ ...n.data.branches[0]!, label: 'Approve' }] } })), rule: 'labelChanged' },
  { example: 'formatting of an expression', edit: (g) => withNode<'condition'>(g, 'router', (n) => ({ ...n, data: { branches: [{ ...n.data.branches[0]!, expression: '  Claims_triage.output   ==  "approve" ' }] } })), rule: 'formatting' },
  { example: 'vault reference', edit: (g) => withNode<'tool'>(g, 'tool', (n) => ({ ...n, data: { ...n.data, secrets: [{ name: 'apiKey', vaultKey: 'policy-api-key-2025' }] } })), rule: 'vaultReference' },
];

describe('the release rules of spec 000 section 3.8', () => {
  it.each(table)('$example: $rule', ({ edit, rule }) => {
    const changes = diffGraphs(everyKind(), edit(everyKind()));
    expect([...new Set(changes.map((change) => change.rule))]).toEqual([releaseRules[rule].text]);
    expect(suggestReleaseType(changes)).toBe(releaseRules[rule].releaseType);
  });

  it('names the node, its kind and each field with before and after', () => {
    const [change] = diffGraphs(everyKind(), agent(() => ({ promptTemplateId: 'prompt-2' }))(everyKind()));
    expect(change).toEqual({
      target: 'node',
      change: 'changed',
      nodeId: 'agent',
      label: 'Claims triage',
      kind: 'agent',
      fields: [{ path: 'data.promptTemplateId', before: 'prompt-1', after: 'prompt-2' }],
      rule: 'A prompt changed',
      releaseType: 'minor',
    });
  });

  it('suggests the highest type of several changes, and nothing for no change', () => {
    const edited = agent(() => ({ modelParameters: { temperature: 0.9 }, promptTemplateId: 'prompt-3', name: 'Intake' }))(everyKind());
    expect(suggestReleaseType(diffGraphs(everyKind(), edited))).toBe('major');
    expect(suggestReleaseType(diffGraphs(everyKind(), everyKind()))).toBeNull();
  });
});

/** One edit a member can make to a draft. */
const edits = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), x: fc.integer(), y: fc.integer() }),
  fc.record({ kind: fc.constant('temperature' as const), value: fc.double({ min: 0, max: 2, noNaN: true }) }),
  fc.record({ kind: fc.constant('prompt' as const), value: fc.constantFrom('prompt-2', 'prompt-3') }),
  fc.record({ kind: fc.constant('rename' as const), value: fc.constantFrom('Renamed', 'Other name') }),
  fc.record({ kind: fc.constant('add' as const) }),
  fc.record({ kind: fc.constant('remove' as const) }),
  fc.record({ kind: fc.constant('unlink' as const) }),
);

function applyEdit(graph: WorkflowGraph, edit: { kind: string; x?: number; y?: number; value?: unknown }, pick: number, step: number): WorkflowGraph {
  const middle = graph.nodes.filter((each) => each.kind !== 'trigger' && each.kind !== 'output');
  const target = middle[pick % Math.max(middle.length, 1)];
  switch (edit.kind) {
    case 'move':
      return { ...graph, nodes: graph.nodes.map((each, index) => (index === pick % graph.nodes.length ? { ...each, position: { x: edit.x!, y: edit.y! } } : each)) };
    case 'temperature':
    case 'prompt': {
      if (target?.kind !== 'agent') return graph;
      const data = edit.kind === 'prompt' ? { promptTemplateId: edit.value as string } : { modelParameters: { temperature: edit.value as number } };
      return withNode<'agent'>(graph, target.id, (each) => ({ ...each, data: { ...each.data, ...data } }));
    }
    case 'rename':
      return target ? withNode(graph, target.id, (each) => ({ ...each, label: `${edit.value as string} ${step}` })) : graph;
    case 'add':
      return { ...graph, nodes: [...graph.nodes, node('agent', `added${step}`, `Added ${step}`)] };
    case 'remove':
      return target ? { ...graph, nodes: graph.nodes.filter((each) => each !== target), edges: graph.edges.filter((e) => e.source !== target.id && e.target !== target.id) } : graph;
    default:
      return { ...graph, edges: graph.edges.filter((_, index) => index !== pick % Math.max(graph.edges.length, 1)) };
  }
}

describe('the structural diff, on generated graphs', () => {
  it('finds nothing between a graph and itself', () => {
    fc.assert(
      fc.property(arbitraryGraph, (graph) => {
        expect(diffGraphs(graph, structuredClone(graph))).toEqual([]);
      }),
    );
  });

  it('finds nothing when only positions moved', () => {
    fc.assert(
      fc.property(arbitraryGraph, fc.array(fc.tuple(fc.integer(), fc.integer())), (graph, moves) => {
        const moved = { ...graph, nodes: graph.nodes.map((each, index) => ({ ...each, position: { x: moves[index]?.[0] ?? 7, y: moves[index]?.[1] ?? -7 } })) };
        expect(diffGraphs(graph, moved)).toEqual([]);
      }),
    );
  });

  it('suggests, after any sequence of edits, the highest type among the changes it lists', () => {
    fc.assert(
      fc.property(arbitraryGraph, fc.array(fc.tuple(edits, fc.nat()), { maxLength: 8 }), (graph, steps) => {
        const edited = steps.reduce((current, [edit, pick], step) => applyEdit(current, edit, pick, step), graph);
        const changes = diffGraphs(graph, edited);
        const highest = changes.reduce<number>((top, change) => Math.max(top, RANK[change.releaseType]), -1);
        const suggested = suggestReleaseType(changes);
        expect(suggested === null ? -1 : RANK[suggested]).toBe(highest);
        if (changes.length === 0) expect(suggested).toBeNull();
      }),
    );
  });

  it('lists a removal for every node taken away and an addition for every node added', () => {
    fc.assert(
      fc.property(arbitraryGraph, arbitraryGraph, (from, to) => {
        const changes = diffGraphs(from, to);
        const kindOf = (graph: WorkflowGraph, id: string) => graph.nodes.find((each) => each.id === id)?.kind;
        for (const each of from.nodes) {
          if (kindOf(to, each.id) !== each.kind) expect(changes).toContainEqual(expect.objectContaining({ nodeId: each.id, change: 'removed', releaseType: 'major' }));
        }
        for (const each of to.nodes) {
          if (kindOf(from, each.id) !== each.kind) expect(changes).toContainEqual(expect.objectContaining({ nodeId: each.id, change: 'added' }));
        }
      }),
    );
  });

});
