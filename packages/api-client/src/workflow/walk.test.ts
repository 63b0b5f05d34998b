import { describe, expect, it } from 'vitest';
import { edge, node } from '../../test/workflow-graphs';
import type { WorkflowGraph } from '../schemas/workflow';
import { approve, begin, complete, halt, initialWalk, inputOf, outcome, readyNodes, skipDead, wait, type NodeDone, type WalkState } from './walk';

/** trigger → route (condition: yes / else); yes → Beta, else → Alpha; both → Join → Out. */
const fork: WorkflowGraph = {
  nodes: [
    node('trigger', 'trigger', 'Trigger'),
    node('condition', 'route', 'Route'),
    node('agent', 'beta', 'Beta'),
    node('agent', 'alpha', 'Alpha'),
    node('agent', 'join', 'Join'),
    node('output', 'out', 'Out'),
  ],
  edges: [edge('trigger', 'route'), edge('route', 'beta', 'yes'), edge('route', 'alpha', 'else'), edge('beta', 'join'), edge('alpha', 'join'), edge('join', 'out')],
  settings: {},
};

/** trigger → Beta and Alpha side by side → Join → Out, plus Beta → a second output. */
const fanOut: WorkflowGraph = {
  nodes: [node('trigger', 'trigger', 'Trigger'), node('agent', 'beta', 'Beta'), node('agent', 'alpha', 'Alpha'), node('agent', 'join', 'Join'), node('output', 'out', 'Out'), node('output', 'early', 'Early')],
  edges: [edge('trigger', 'beta'), edge('trigger', 'alpha'), edge('beta', 'join'), edge('alpha', 'join'), edge('join', 'out'), edge('beta', 'early')],
  settings: {},
};

const run = (graph: WorkflowGraph, state: WalkState, id: string, done: NodeDone) => complete(graph, begin(state, id), id, done);

describe('how a run walks the graph (design section 2.1a)', () => {
  it('starts at the trigger, then runs every branch after a plain node together', () => {
    let state = initialWalk();
    expect(readyNodes(fanOut, state)).toEqual(['trigger']);
    state = run(fanOut, state, 'trigger', { output: 'hello' });
    expect(readyNodes(fanOut, state)).toEqual(['beta', 'alpha']);
    expect(inputOf(fanOut, state, 'beta')).toBe('hello');
  });

  it('gives a join the outputs of its sources keyed by label, in label order, once both finished', () => {
    let state = run(fanOut, initialWalk(), 'trigger', { output: 'hello' });
    state = run(fanOut, state, 'beta', { output: 'b' });
    expect(readyNodes(fanOut, state)).toEqual(['alpha', 'early']);
    state = run(fanOut, state, 'alpha', { output: 'a' });
    expect(readyNodes(fanOut, state)).toEqual(['join', 'early']);
    expect(Object.entries(inputOf(fanOut, state, 'join') as object)).toEqual([['Alpha', 'a'], ['Beta', 'b']]);
  });

  it('does not end the run at the first output while another branch goes on, and keys several answers by label', () => {
    let state = run(fanOut, initialWalk(), 'trigger', { output: 'hello' });
    state = run(fanOut, state, 'beta', { output: 'b' });
    state = run(fanOut, state, 'early', { output: 'early answer' });
    expect(outcome(fanOut, state)).toEqual({ status: 'running' });
    for (const [id, output] of [['alpha', 'a'], ['join', 'j'], ['out', 'final']] as const) state = run(fanOut, state, id, { output });
    expect(outcome(fanOut, state)).toEqual({ status: 'succeeded', output: { Early: 'early answer', Out: 'final' } });
  });

  it('skips the branch a condition did not choose, and a join with one live source runs on it alone', () => {
    let state = run(fork, initialWalk(), 'trigger', { output: 'hello' });
    state = run(fork, state, 'route', { output: 'hello', handle: 'yes' });
    const skipped = skipDead(fork, state);
    expect(skipped.skipped).toEqual(['alpha']);
    state = run(fork, skipped.state, 'beta', { output: 'b' });
    expect(readyNodes(fork, state)).toEqual(['join']);
    expect(inputOf(fork, state, 'join')).toBe('b');
  });

  it('skips a node all of whose incoming edges are dead, and what follows only from it', () => {
    const graph: WorkflowGraph = { ...fork, edges: fork.edges.filter((each) => each.source !== 'beta').concat(edge('beta', 'out')) };
    let state = run(graph, initialWalk(), 'trigger', { output: 'hello' });
    state = run(graph, state, 'route', { output: 'hello', handle: 'yes' });
    expect(skipDead(graph, state).skipped).toEqual(['alpha', 'join']);
  });

  it('pauses only the branch waiting for human input; the run waits once nothing else can run, and approval goes on', () => {
    let state = run(fanOut, initialWalk(), 'trigger', { output: 'hello' });
    state = wait(begin(state, 'beta'), 'beta', { output: 'b' });
    expect(readyNodes(fanOut, state)).toEqual(['alpha']);
    state = run(fanOut, state, 'alpha', { output: 'a' });
    expect(outcome(fanOut, state)).toEqual({ status: 'waiting' });
    state = approve(fanOut, state, 'beta');
    expect(readyNodes(fanOut, state)).toEqual(['join', 'early']);
  });

  it('halts on a failure: nodes running or waiting are cancelled and nothing else becomes ready', () => {
    let state = run(fanOut, initialWalk(), 'trigger', { output: 'hello' });
    state = wait(begin(begin(state, 'beta'), 'alpha'), 'beta', { output: 'b' });
    const halted = halt(state);
    expect(halted.cancelled.sort()).toEqual(['alpha', 'beta']);
    expect(readyNodes(fanOut, halted.state)).toEqual([]);
    expect(outcome(fanOut, halted.state)).toEqual({ status: 'halted' });
  });

  it('keeps its state as plain JSON', () => {
    const state = wait(begin(run(fanOut, initialWalk(), 'trigger', { output: { message: 'hi' } }), 'beta'), 'beta', { output: 'b' });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
