import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbitraryGraph, edge, linearGraph, node } from '../../test/workflow-graphs';
import type { NodeOfKind, WorkflowGraph } from '../schemas/workflow';
import { checkGraph, checkMessages } from './check';
import { findCycles } from './graph-walk';

const messages = (graph: WorkflowGraph, context = {}) => checkGraph(graph, context).map((problem) => problem.message);

/** Every node some walk from the trigger reaches, by repeating one step until nothing is added. */
function reachedByFixedPoint(graph: WorkflowGraph): Set<string> {
  const reached = new Set(graph.nodes.filter((each) => each.kind === 'trigger').slice(0, 1).map((each) => each.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const each of graph.edges) {
      if (reached.has(each.source) && !reached.has(each.target)) {
        reached.add(each.target);
        grew = true;
      }
    }
  }
  return reached;
}

/** Whether a walk leaving the node along any of its edges can come back to it. */
function liesOnACycle(graph: WorkflowGraph, id: string): boolean {
  const seen = new Set<string>();
  const pending = graph.edges.filter((each) => each.source === id).map((each) => each.target);
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (next === id) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...graph.edges.filter((each) => each.source === next).map((each) => each.target));
  }
  return false;
}

describe('the publish check (design section 1.3)', () => {
  it('passes the smallest complete workflow', () => {
    expect(checkGraph(linearGraph())).toEqual([]);
  });

  it('asks for one trigger and an output', () => {
    expect(messages({ nodes: [node('agent', 'a', 'Agent')], edges: [], settings: {} })).toEqual([
      checkMessages.noTrigger,
      checkMessages.noOutput,
      "'Agent' leads nowhere: connect it to the next step",
    ]);
    const twoTriggers = linearGraph();
    twoTriggers.nodes.push(node('trigger', 'second', 'Second trigger'));
    twoTriggers.edges.push(edge('second', 'output'));
    expect(checkGraph(twoTriggers)).toContainEqual({
      rule: 'trigger',
      message: "'Second trigger' is a second trigger: a workflow has exactly one",
      nodeId: 'second',
    });
  });

  it('names each unconnected branch of a condition, its else included, and unknown handles', () => {
    const graph = linearGraph();
    const router = node('condition', 'router', 'Router') as NodeOfKind<'condition'>;
    router.data.branches = [
      { id: 'high', label: 'High value', expression: 'Claims_triage.output == "high"' },
      { id: 'low', label: 'Low value', expression: 'Claims_triage.output == "low"' },
    ];
    graph.nodes.splice(2, 0, router);
    graph.edges = [edge('trigger', 'agent'), edge('agent', 'router'), edge('router', 'output', 'high'), edge('router', 'output', 'gone')];
    expect(messages(graph)).toEqual([
      "Branch 'Low value' of 'Router' is not connected",
      "The else branch of 'Router' is not connected",
      "An edge leaves 'Router' from 'gone', which is not one of its branches",
    ]);
  });

  it("checks each branch's expression with the condition language, against the nodes before it", () => {
    const graph = linearGraph();
    const router = node('condition', 'router', 'Router') as NodeOfKind<'condition'>;
    router.data.branches = [
      { id: 'a', label: 'Urgent', expression: 'Claims_triage.output == urgent' },
      { id: 'b', label: 'Later', expression: 'Output.output == "x"' },
      { id: 'c', label: '', expression: '' },
    ];
    graph.nodes.splice(2, 0, router);
    graph.edges = [edge('trigger', 'agent'), edge('agent', 'router'), ...['a', 'b', 'c', 'else'].map((handle) => edge('router', 'output', handle))];
    expect(checkGraph(graph).filter((problem) => problem.nodeId === 'router')).toEqual([
      { rule: 'expression', nodeId: 'router', message: `Branch 'Urgent' of 'Router': Line 1: Claims_triage.output is a string: put 'urgent' in quotes, e.g. "urgent".` },
      { rule: 'expression', nodeId: 'router', message: "Branch 'Later' of 'Router': Line 1: Unknown tool 'Output'. Type @ to pick a variable." },
      { rule: 'required', nodeId: 'router', message: "Branch 3 of 'Router' needs a label" },
      { rule: 'required', nodeId: 'router', message: "Branch '3' of 'Router' needs a condition" },
    ]);
  });

  it("fills an agent's required fields with the agent editor's own messages", () => {
    const graph = linearGraph();
    const agent = graph.nodes[1] as NodeOfKind<'agent'>;
    agent.data = { ...agent.data, llmId: undefined, promptTemplateId: '' };
    expect(messages(graph)).toEqual([
      "'Claims triage': Please select a prompt instruction",
      "'Claims triage': Please select an intelligence source",
    ]);
  });

  it('names a deleted reference, and says when a reference was never in the workspace', () => {
    const graph = linearGraph();
    const resolve = ({ resource, value }: { resource: string; value: string }) =>
      resource === 'llm' ? { name: 'GPT-4o', deleted: true } : value === 'prompt-1' ? undefined : { name: value };
    expect(messages(graph, { resolve })).toEqual([
      "'Claims triage' uses the LLM 'GPT-4o', which was deleted",
      "'Claims triage' uses a prompt template that is not in this workspace",
    ]);
  });

  it('finds duplicate labels', () => {
    const graph = linearGraph();
    graph.nodes[2] = { ...graph.nodes[2]!, label: 'Claims triage' };
    expect(checkGraph(graph)).toContainEqual({ rule: 'label', nodeId: 'output', message: "Another node is already labelled 'Claims triage': labels must be unique" });
  });
});

describe('the publish check, on generated graphs', () => {
  it('finds every node the trigger cannot reach, and no other', () => {
    fc.assert(
      fc.property(arbitraryGraph, (graph) => {
        const reached = reachedByFixedPoint(graph);
        const reported = checkGraph(graph).filter((problem) => problem.rule === 'reachable').map((problem) => problem.nodeId);
        expect(reported).toEqual(graph.nodes.filter((each) => !reached.has(each.id)).map((each) => each.id));
      }),
    );
  });

  it('finds every cycle: each node on one lies in exactly one reported loop', () => {
    fc.assert(
      fc.property(arbitraryGraph, (graph) => {
        const cycles = findCycles(graph);
        const inLoops = cycles.flat();
        expect(new Set(inLoops).size).toBe(inLoops.length);
        expect(new Set(inLoops)).toEqual(new Set(graph.nodes.filter((each) => liesOnACycle(graph, each.id)).map((each) => each.id)));
        expect(checkGraph(graph).filter((problem) => problem.rule === 'cycle').map((problem) => problem.nodeId)).toEqual(cycles.map((cycle) => cycle[0]));
      }),
    );
  });
});
