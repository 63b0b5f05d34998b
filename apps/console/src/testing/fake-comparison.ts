import type { Run, RunCompareNode, RunCompareSide, RunComparison } from '@agentdeck/api-client';
import { fakeRun } from './fake-runs';

/** One run's side of a node: reached (with a status) or not (null). */
export function fakeSide(status: RunCompareSide['status'], fields: Partial<RunCompareSide> = {}): RunCompareSide {
  const reached = status !== null;
  return {
    nodeId: reached ? 'node' : null,
    stepId: reached ? 'step' : null,
    status,
    durationMs: reached ? 100 : null,
    tokens: 0,
    credits: 0,
    input: null,
    output: null,
    error: null,
    reusedFrom: null,
    ...fields,
  };
}

/** A node compared, the change flags read from its sides unless given. */
export function fakeCompareNode(label: string, kind: RunCompareNode['kind'], a: RunCompareSide, b: RunCompareSide, flags: Partial<RunCompareNode> = {}): RunCompareNode {
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  return {
    label,
    kind,
    matchedBy: a.status !== null && b.status !== null ? 'id' : null,
    a,
    b,
    statusChanged: a.status !== b.status,
    inputChanged: !same(a.input, b.input),
    outputChanged: !same(a.output, b.output),
    ...flags,
  };
}

/** Two runs of Claims triage (`a` the original, `b` its re-run unless `b` says otherwise) and their nodes. */
export function fakeComparison(nodes: RunCompareNode[], runs: { a?: Partial<Run>; b?: Partial<Run> } = {}): RunComparison {
  const { steps: _a, lastEventId: _la, ...a } = fakeRun({ id: 'run-1', status: 'failed', ...runs.a });
  const { steps: _b, lastEventId: _lb, ...b } = fakeRun({ id: 'run-2', version: 'draft', trigger: 'replay', replayOf: 'run-1', ...runs.b });
  return { a, b, nodes };
}

/**
 * Two runs of `count` nodes each, every node reached by both, a third of them changed in their
 * output and one in ten failed first: what the comparison's benchmark draws.
 */
export function largeComparison(count: number): RunComparison {
  const nodes = Array.from({ length: count }, (_, index) => {
    const output = { answer: `Step ${index} answered`, score: index % 7 };
    const changed = index % 3 === 0;
    return fakeCompareNode(
      `Node ${String(index + 1).padStart(3, '0')}`,
      index % 4 === 0 ? 'agent' : index % 4 === 1 ? 'tool' : index % 4 === 2 ? 'retrieval' : 'condition',
      fakeSide(index % 10 === 0 ? 'failed' : 'succeeded', { nodeId: `n${index}`, stepId: `a${index}`, tokens: 120 + index, credits: 0.12, input: { message: `Input ${index}` }, output }),
      fakeSide('succeeded', { nodeId: `n${index}`, stepId: `b${index}`, tokens: 130 + index, credits: 0.13, input: { message: `Input ${index}` }, output: changed ? { ...output, answer: `Step ${index} answered again` } : output }),
    );
  });
  return fakeComparison(nodes);
}
