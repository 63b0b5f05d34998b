import { workflowGraphSchema } from '@agentdeck/api-client';
import { checkGraph, findCycles, reachableFrom } from '@agentdeck/api-client/workflow';
import { describe, expect, it } from 'vitest';
import { generateWorkflow } from '../../../bench/workflow-canvas/generate-workflow.mjs';

// The generator of bench/workflow-canvas, which the canvas benchmark and the layout tests use.

const shapeRules = new Set(['trigger', 'output', 'label', 'reachable', 'connected', 'cycle']);

/** The publish check's problems with the graph's shape; its references are left empty on purpose. */
const shapeProblems = (graph: ReturnType<typeof generateWorkflow>) =>
  checkGraph(graph)
    .filter((problem) => shapeRules.has(problem.rule))
    .map((problem) => problem.message);

describe('generateWorkflow', () => {
  it.each([
    [500, 600],
    [120, 200],
    [2, 1],
  ])('makes %i nodes and %i edges that the contract accepts, acyclic and all reachable from the trigger', (nodes, edges) => {
    const graph = generateWorkflow({ nodes, edges, seed: 3 });
    expect(graph.nodes).toHaveLength(nodes);
    expect(graph.edges).toHaveLength(edges);
    expect(workflowGraphSchema.safeParse(graph).error).toBeUndefined();
    expect(findCycles(graph)).toEqual([]);
    const triggers = graph.nodes.filter((node) => node.kind === 'trigger');
    expect(triggers).toHaveLength(1);
    expect(reachableFrom(graph, [triggers[0]!.id]).size).toBe(nodes);
    expect(shapeProblems(graph)).toEqual([]);
  });

  it('holds every kind of node, each condition with two branches and else connected', () => {
    const graph = generateWorkflow();
    expect(new Set(graph.nodes.map((node) => node.kind))).toEqual(new Set(['trigger', 'agent', 'tool', 'retrieval', 'condition', 'output']));
    for (const node of graph.nodes) {
      if (node.kind !== 'condition') continue;
      const handles = graph.edges.filter((edge) => edge.source === node.id).map((edge) => edge.sourceHandle);
      expect(handles).toEqual([...node.data.branches.map((branch) => branch.id), 'else']);
    }
  });

  it('gives the same graph for the same seed and another for another seed', () => {
    expect(generateWorkflow({ seed: 5 })).toEqual(generateWorkflow({ seed: 5 }));
    expect(generateWorkflow({ seed: 6 })).not.toEqual(generateWorkflow({ seed: 5 }));
  });

  it('refuses fewer edges than the nodes need to be reachable', () => {
    expect(() => generateWorkflow({ nodes: 10, edges: 8 })).toThrow('10 nodes need at least 9 edges to all be reachable');
  });
});
