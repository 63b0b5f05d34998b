import { checkGraph, checkMessages, NODE_KINDS } from '@agentdeck/api-client/workflow';
import { starterGraph, workflowGraphSchema, workflowNodeSchema, type NodeOfKind, type WorkflowGraph } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { addNode, applyPositions, moveNodes, nodeLimitMessage, removeNodes, updateNode, updateSettings } from './graph-edits';
import { deepFreeze, routedGraph } from './test-graphs';

describe('addNode', () => {
  it("names new nodes by kind, 'Agent' then 'Agent 2', with ids unique in the graph", () => {
    let graph = deepFreeze(starterGraph());
    const added: string[] = [];
    for (let count = 0; count < 3; count += 1) {
      const result = addNode(graph, 'agent', { x: 100, y: count * 100 });
      graph = result.graph;
      added.push(result.nodeId);
    }
    expect(added).toEqual(['agent', 'agent-2', 'agent-3']);
    expect(graph.nodes.slice(2).map((node) => node.label)).toEqual(['Agent', 'Agent 2', 'Agent 3']);
    expect(graph.nodes[4]!.position).toEqual({ x: 100, y: 200 });
  });

  it("starts each kind with data the contract's schema gives back as it is, defaults filled in", () => {
    for (const kind of NODE_KINDS) {
      const { graph, nodeId } = addNode(starterGraph(), kind, { x: 0, y: 0 });
      const node = graph.nodes.find((each) => each.id === nodeId)!;
      expect(workflowNodeSchema.parse(node)).toEqual(node);
    }
  });

  it('starts each kind with data the contract accepts', () => {
    let graph = starterGraph();
    for (const kind of NODE_KINDS) graph = addNode(graph, kind, { x: 0, y: 0 }).graph;
    expect(workflowGraphSchema.safeParse(graph).success).toBe(true);
    expect(graph.nodes.map((node) => node.label)).toEqual(['Trigger', 'Output', 'Trigger 2', 'Agent', 'Condition', 'Tool', 'Retrieval', 'Output 2']);
  });

  it('leaves the fields the publish check asks for empty', () => {
    const { graph, nodeId } = addNode(starterGraph(), 'condition', { x: 0, y: 0 });
    const node = graph.nodes.find((each) => each.id === nodeId)!;
    const messages = checkGraph(graph).map((problem) => problem.message);
    expect(messages).toContain(checkMessages.emptyExpression(node, 'Branch 1'));
    expect(messages).toContain(checkMessages.branchUnconnected(node, 'Branch 1'));
    const tool = addNode(starterGraph(), 'tool', { x: 0, y: 0 }).graph;
    expect(checkGraph(tool).map((problem) => problem.message)).toContain(checkMessages.toolRequired(tool.nodes[2]!));
  });

  it('refuses a node past the contract limit', () => {
    const full: WorkflowGraph = { ...starterGraph(), nodes: Array.from({ length: 500 }, (_, index) => ({ ...starterGraph().nodes[1]!, id: `n${index}`, label: `n${index}` })), edges: [] };
    expect(() => addNode(full, 'tool', { x: 0, y: 0 })).toThrow(nodeLimitMessage);
  });
});

describe('removeNodes', () => {
  it('takes the nodes away with every edge to or from them, leaving the input as it was', () => {
    const graph = deepFreeze(routedGraph());
    const after = removeNodes(graph, ['route']);
    expect(after.nodes.map((node) => node.id)).toEqual(['trigger', 'triage', 'approve', 'reject']);
    expect(after.edges.map((edge) => edge.id)).toEqual(['trigger-triage']);
    expect(graph.edges).toHaveLength(4);
  });

  it('gives the same graph back when none of the ids is a node', () => {
    const graph = routedGraph();
    expect(removeNodes(graph, ['nobody'])).toBe(graph);
  });
});

describe('moveNodes and applyPositions', () => {
  it('moves the named nodes only', () => {
    const graph = deepFreeze(routedGraph());
    const after = moveNodes(graph, { triage: { x: 5, y: 6 } });
    expect(after.nodes.find((node) => node.id === 'triage')!.position).toEqual({ x: 5, y: 6 });
    expect(after.nodes.find((node) => node.id === 'route')).toBe(graph.nodes.find((node) => node.id === 'route'));
  });

  it('gives the same graph back when nothing moves', () => {
    const graph = routedGraph();
    expect(applyPositions(graph, { triage: { ...graph.nodes[1]!.position } })).toBe(graph);
  });
});

describe('updateNode', () => {
  it("changes the label and the named data fields, keeping the node's other data", () => {
    const graph = deepFreeze(routedGraph());
    const after = updateNode<'agent'>(graph, 'triage', { label: 'Claims triage', data: { description: 'Sorts claims' } });
    const node = after.nodes.find((each) => each.id === 'triage') as NodeOfKind<'agent'>;
    expect(node.label).toBe('Claims triage');
    expect(node.data.description).toBe('Sorts claims');
    expect(node.data.llmId).toBe('llm-1');
  });

  it('drops the edge of a branch the new branches no longer hold, keeping else', () => {
    const graph = deepFreeze(routedGraph());
    const after = updateNode<'condition'>(graph, 'route', { data: { branches: [] } });
    expect(after.edges.map((edge) => edge.id)).toEqual(['trigger-triage', 'triage-route', 'route-else-reject']);
  });

  it('gives the same graph back when the label and data are what the node has', () => {
    const graph = routedGraph();
    expect(updateNode<'agent'>(graph, 'triage', { label: 'Triage', data: { description: 'Reads the claim' } })).toBe(graph);
    expect(updateNode(graph, 'nobody', { label: 'Ghost' })).toBe(graph);
  });

  it("keeps a condition's edges when its branches are reordered or relabelled", () => {
    const graph = routedGraph();
    const after = updateNode<'condition'>(graph, 'route', { data: { branches: [{ id: 'approve', label: 'Approved', expression: 'true' }] } });
    expect(after.edges).toBe(graph.edges);
  });
});

describe('updateSettings', () => {
  it("replaces the workflow's settings", () => {
    const graph = deepFreeze(starterGraph());
    const settings = { selfLearning: { learningSource: 'LearnFromSummary' } } as WorkflowGraph['settings'];
    expect(updateSettings(graph, settings).settings).toBe(settings);
    expect(updateSettings(graph, {})).toBe(graph);
  });
});
