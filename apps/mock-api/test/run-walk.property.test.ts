import type { RunStep, WorkflowEdge, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckedGraph } from '../src/runs/checked-start';
import { RunEngine } from '../src/runs/engine';
import { deterministicModelGateway } from '../src/runs/model-gateway';
import { Store } from '../src/store/store';

/*
 * The engine walks random graphs as a small reference interpreter of design section 2.1a says it
 * should. The interpreter is written from the design's words, not from the engine: it visits
 * the nodes in an order where every edge goes forward, which the rules allow because a node
 * waits for all its incoming edges.
 */

const store = new Store('memory');
const engine = new RunEngine({ store, gateway: deterministicModelGateway(0), timeoutMs: 5000, clock: () => new Date() });
afterAll(() => store.close());

type Middle = 'condition' | 'text' | 'json';

/** A random graph whose node i only has edges from nodes before it: a trigger, conditions (handle `yes` or `else`) and outputs in text or JSON. */
const arbitraryWalk = fc
  .integer({ min: 1, max: 8 })
  .chain((count) =>
    fc.record({
      kinds: fc.array(fc.constantFrom<Middle>('condition', 'text', 'json'), { minLength: count, maxLength: count }),
      // Per middle node, its parents as [earlier node seed, handle seed]: at least one, so every node can be reached.
      parents: fc.array(fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 3 }), { minLength: count, maxLength: count }),
      // Labels in an order unlike the nodes', so label order means something.
      letters: fc.shuffledSubarray([...'ABCDEFGHI'], { minLength: count + 1, maxLength: count + 1 }),
      answers: fc.array(fc.constantFrom('yes', 'no'), { minLength: count, maxLength: count }),
      message: fc.constantFrom('hello', 'order 42', ''),
    }),
  )
  .map(({ kinds, parents, letters, answers, message }) => {
    const nodes: WorkflowNode[] = [{ id: 'n0', kind: 'trigger', label: `${letters[0]} trigger`, position: { x: 0, y: 0 }, data: { mode: 'api' } }];
    kinds.forEach((kind, index) => {
      const base = { id: `n${index + 1}`, label: `${letters[index + 1]} ${kind}`, position: { x: 0, y: 0 } };
      nodes.push(
        kind === 'condition'
          ? { ...base, kind: 'condition', data: { branches: [{ id: 'yes', label: 'Yes', expression: `input.metadata.${base.id} == "yes"` }] } }
          : { ...base, kind: 'output', data: { format: kind } },
      );
    });
    const edges = new Map<string, WorkflowEdge>();
    parents.forEach((seeds, index) => {
      const target = nodes[index + 1]!;
      for (const [seed, yes] of seeds) {
        const source = nodes[seed % (index + 1)]!;
        const sourceHandle = source.kind === 'condition' ? (yes ? 'yes' : 'else') : undefined;
        const id = `${source.id}-${sourceHandle ?? 'out'}-${target.id}`;
        edges.set(id, { id, source: source.id, target: target.id, ...(sourceHandle && { sourceHandle }) });
      }
    });
    const metadata = Object.fromEntries(answers.map((answer, index) => [`n${index + 1}`, answer]));
    const graph: WorkflowGraph = { nodes, edges: [...edges.values()], settings: {} };
    return { graph, input: { message, metadata } };
  });

interface Expected {
  ran: Map<string, unknown>;
  skipped: Set<string>;
  output: unknown;
}

const byLabels = (entries: { label: string; value: unknown }[]) =>
  Object.fromEntries([...entries].sort((a, b) => a.label.localeCompare(b.label, 'en')).map((entry) => [entry.label, entry.value]));

/** Section 2.1a read literally, on nodes listed so every edge goes forward. */
function reference(graph: WorkflowGraph, input: { message: string; metadata: Record<string, string> }): Expected {
  const ran = new Map<string, unknown>();
  const passed = new Map<string, unknown>();
  const chose = new Map<string, string>();
  const skipped = new Set<string>();
  const answers: { label: string; value: unknown }[] = [];
  for (const node of graph.nodes) {
    if (node.kind === 'trigger') {
      ran.set(node.id, input);
      passed.set(node.id, input.message);
      continue;
    }
    const taken = graph.edges.filter((edge) => edge.target === node.id && ran.has(edge.source) && (!chose.has(edge.source) || chose.get(edge.source) === edge.sourceHandle));
    if (taken.length === 0) {
      skipped.add(node.id);
      continue;
    }
    const sources = [...new Set(taken.map((edge) => edge.source))].map((id) => graph.nodes.find((each) => each.id === id)!);
    const nodeInput = sources.length === 1 ? passed.get(sources[0]!.id) : byLabels(sources.map((source) => ({ label: source.label, value: passed.get(source.id) })));
    ran.set(node.id, nodeInput);
    if (node.kind === 'condition') {
      chose.set(node.id, input.metadata[node.id] === 'yes' ? 'yes' : 'else');
      passed.set(node.id, nodeInput);
    } else if (node.kind === 'output') {
      const text = typeof nodeInput === 'string' ? nodeInput : JSON.stringify(nodeInput);
      const answer = node.data.format === 'text' ? text : typeof nodeInput === 'object' && nodeInput !== null ? nodeInput : { answer: nodeInput };
      passed.set(node.id, answer);
      answers.push({ label: node.label, value: answer });
    }
  }
  const output = answers.length === 0 ? null : answers.length === 1 ? answers[0]!.value : byLabels(answers);
  return { ran, skipped, output };
}

describe('the engine walks a graph as the rules of design section 2.1a say', () => {
  it('runs, skips and feeds each node, and answers, as the reference interpreter does', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryWalk, async ({ graph, input }) => {
        const run = engine.start('1001', { workflow: { id: 'w', name: 'Random walk' }, checked: { graph, version: 'draft' } as CheckedGraph, input, trigger: 'api' });
        await engine.settled(run.id);
        const finished = engine.run('1001', run.id)!;
        const steps = engine.detail('1001', run.id)!.steps;
        const expected = reference(graph, input);

        expect(finished.status).toBe('succeeded');
        expect(finished.output).toEqual(expected.output);
        const stepOf = new Map(steps.map((step) => [step.nodeId, step]));
        // Every node has one step: a skipped node's says so.
        expect(new Set(steps.filter((step) => step.status === 'skipped').map((step) => step.nodeId))).toEqual(expected.skipped);
        expect(steps).toHaveLength(expected.ran.size + expected.skipped.size);
        for (const [nodeId, nodeInput] of expected.ran) {
          expect(stepOf.get(nodeId)).toMatchObject({ status: 'succeeded', input: nodeInput });
        }
        // Steps are listed by start time, and a node starts (or is skipped) only once the nodes before it have finished or been skipped.
        const position = (step: RunStep) => steps.indexOf(step);
        for (const edge of graph.edges) {
          const source = stepOf.get(edge.source);
          const target = stepOf.get(edge.target);
          if (!source || !target) continue;
          expect(position(source)).toBeLessThan(position(target));
          expect(Date.parse(source.endedAt!)).toBeLessThanOrEqual(Date.parse(target.startedAt));
        }
      }),
      { numRuns: 60 },
    );
  });
});
