import type { RunStep } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import { fakeStep } from '../../../testing/fake-runs';
import { nodeRunStatesOf, nodeStepsOf } from './node-run-states';

const step = (id: string, nodeId: string, status: RunStep['status'], parentId: string | null = null) =>
  fakeStep(id, 0, null, { nodeId, status, parentId, kind: parentId ? 'model' : 'agent' });

describe("the nodes' run states", () => {
  it("reads each node's own step, not the model or tool calls inside it", () => {
    const steps = nodeStepsOf({
      steps: [step('s1', 'start', 'succeeded'), step('s2', 'triage', 'running'), step('s3', 'triage', 'failed', 's2'), step('s4', 'review', 'waiting')],
    });
    expect([...steps.keys()]).toEqual(['start', 'triage', 'review']);
    expect(steps.get('triage')?.id).toBe('s2');
    expect(Object.fromEntries(nodeRunStatesOf(steps))).toEqual({ start: 'done', triage: 'running', review: 'waiting' });
  });

  it('names a failure, a guardrail block, a cancel and a skip apart; nodes not reached have no state', () => {
    const states = nodeRunStatesOf(
      nodeStepsOf({ steps: [step('a', 'one', 'failed'), step('b', 'two', 'blocked'), step('c', 'three', 'cancelled'), step('d', 'five', 'skipped')] }),
    );
    expect(Object.fromEntries(states)).toEqual({ one: 'failed', two: 'blocked', three: 'cancelled', five: 'skipped' });
    expect(states.has('four')).toBe(false);
    expect(nodeStepsOf(undefined).size).toBe(0);
  });

  it("marks a replay's reused nodes, and in debug mode every node a finished run did not reach as not reached", () => {
    const steps = nodeStepsOf({ steps: [step('a', 'start', 'reused'), step('b', 'triage', 'failed')] });
    expect(Object.fromEntries(nodeRunStatesOf(steps))).toEqual({ start: 'reused', triage: 'failed' });
    expect(Object.fromEntries(nodeRunStatesOf(steps, ['start', 'triage', 'route', 'answer']))).toEqual({
      start: 'reused',
      triage: 'failed',
      route: 'notReached',
      answer: 'notReached',
    });
  });
});
