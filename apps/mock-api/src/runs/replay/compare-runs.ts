import type { RunCompareNode, RunCompareSide, RunComparison, RunStep, RunWithSteps } from '@agentdeck/api-client';
import { sameJson } from '@agentdeck/api-client/workflow';

const notReached: RunCompareSide = { nodeId: null, stepId: null, status: null, durationMs: null, tokens: 0, credits: 0, input: null, output: null, error: null, reusedFrom: null };

/** A node's side: its step's figures (an agent's step carries its model call's tokens and credits). */
function sideOf(step: RunStep | undefined): RunCompareSide {
  if (!step) return notReached;
  return {
    nodeId: step.nodeId,
    stepId: step.id,
    status: step.status,
    durationMs: step.durationMs,
    tokens: step.tokens.prompt + step.tokens.completion,
    credits: step.credits,
    input: step.input,
    output: step.output,
    error: step.error,
    reusedFrom: step.reusedFrom ?? null,
  };
}

/** A reused step carries its original's outcome (only finished nodes are reused), so reused against succeeded is no change. */
const outcome = (status: RunCompareSide['status']) => (status === 'reused' ? 'succeeded' : status);

/** The run's node steps (its calls inside nodes aside), the last of each node, in the order the nodes were first reached. */
function nodeSteps(run: RunWithSteps): Map<string, RunStep> {
  const steps = new Map<string, RunStep>();
  for (const step of run.steps) if (step.parentId === null) steps.set(step.nodeId, step);
  return steps;
}

/**
 * Two runs of one workflow side by side (design section 2.1c): per node, matched by id, then by
 * label among the nodes left, each run's status (null when not reached), duration, tokens,
 * credits, input and output, and whether status, input and output changed (JSON, key order aside).
 * Nodes come in the order run `a` reached them, then those only `b` reached.
 */
export function compareRuns(a: RunWithSteps, b: RunWithSteps): RunComparison {
  const stepsA = nodeSteps(a);
  const stepsB = nodeSteps(b);
  const unmatchedB = new Map(stepsB);
  const pairs: { label: string; kind: RunStep['kind']; matchedBy: RunCompareNode['matchedBy']; a?: RunStep; b?: RunStep }[] = [];
  for (const [nodeId, step] of stepsA) {
    const byId = unmatchedB.get(nodeId);
    if (byId) {
      unmatchedB.delete(nodeId);
      pairs.push({ label: step.name, kind: step.kind, matchedBy: 'id', a: step, b: byId });
    } else pairs.push({ label: step.name, kind: step.kind, matchedBy: null, a: step });
  }
  // A node whose id differs (removed and added again in an edit) is matched by its label, when neither run has the other's id.
  for (const pair of pairs) {
    if (pair.matchedBy !== null || !pair.a) continue;
    const byLabel = [...unmatchedB.values()].find((step) => step.name === pair.label && !stepsA.has(step.nodeId));
    if (!byLabel) continue;
    unmatchedB.delete(byLabel.nodeId);
    Object.assign(pair, { matchedBy: 'label', b: byLabel });
  }
  for (const step of unmatchedB.values()) pairs.push({ label: step.name, kind: step.kind, matchedBy: null, b: step });

  const { steps: _a, lastEventId: _aEvent, ...runA } = a;
  const { steps: _b, lastEventId: _bEvent, ...runB } = b;
  return {
    a: runA,
    b: runB,
    nodes: pairs.map((pair) => {
      const sideA = sideOf(pair.a);
      const sideB = sideOf(pair.b);
      return {
        label: pair.label,
        kind: pair.kind,
        matchedBy: pair.matchedBy,
        a: sideA,
        b: sideB,
        statusChanged: outcome(sideA.status) !== outcome(sideB.status),
        inputChanged: !sameJson(sideA.input, sideB.input),
        outputChanged: !sameJson(sideA.output, sideB.output),
      };
    }),
  };
}
