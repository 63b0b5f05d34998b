import type { Run, RunWithSteps, WorkflowGraph } from '@agentdeck/api-client';
import { deterministicModelGateway, type ModelGateway } from '../../src/runs/model-gateway';
import { seedId } from '../../src/seed/records';
import { demoKeysSeen } from './process-runs';
import { graphOf, node, runsPath, settledRun } from './runs';
import type { TestServer } from './server';

/**
 * The deterministic gateway, counting the model calls made (`calls`) and the most in flight at
 * once (`peak`). `holdTurns`: event-loop turns each call waits before answering, so calls of
 * replays running side by side overlap.
 */
export function countingModelGateway(holdTurns = 0): { gateway: ModelGateway; calls: () => number; peak: () => number } {
  const inner = deterministicModelGateway(0);
  let calls = 0;
  let inFlight = 0;
  let peak = 0;
  const gateway: ModelGateway = {
    planToolCalls: (request, tools) => inner.planToolCalls(request, tools),
    async complete(request) {
      calls += 1;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      try {
        for (let turn = 0; turn < holdTurns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
        return await inner.complete(request);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return { gateway, calls: () => calls, peak: () => peak };
}

/** The demo API's requests made by a run's steps (their `Idempotency-Key` is `{runId}:{stepId}`). */
export async function demoCallsOf(t: TestServer, runId: string) {
  return (await demoKeysSeen(t.origin)).filter((seen) => seen.key.startsWith(`${runId}:`));
}

/** Asks for a replay of the run (raw answer: 202 expected). */
export function replay(t: TestServer, token: string, runId: string, body: Record<string, unknown>, wid = '1001') {
  return t.call('POST', runsPath(wid, `/${runId}/replay`), { token, body });
}

/** Replays the run and answers the replay settled. */
export async function replayToEnd(t: TestServer, token: string, runId: string, body: Record<string, unknown>): Promise<RunWithSteps> {
  const res = await replay(t, token, runId, body);
  if (res.status !== 202) throw new Error(`replaying ${runId}: ${res.status} ${res.text}`);
  return settledRun(t, token, (res.data as Run).id);
}

/** Policy lookup arguments: by default the policy number from the metadata, which a partner's claims give in their own format. */
export const lookupArgument = (value = '{{input.metadata.policy_number}}') => [{ name: 'policy_number', dataType: 'string' as const, value }];

/**
 * trigger → 'Passages' (retrieval) → 'Lookup' (the seeded Policy Lookup API tool) → 'Writer'
 * (agent) → output, on the seeded records of workspace 1001.
 */
export function lookupChain(argumentValue?: string): WorkflowGraph {
  return graphOf(
    [
      node.trigger(),
      node.retrieval('passages', 'Passages', 'vector', seedId('vectorRag', '1001', 1)),
      node.tool('lookup', 'Lookup', { toolType: 'api', toolId: seedId('apiTool', '1001', 1), arguments: lookupArgument(argumentValue) }),
      node.agent('writer', 'Writer'),
      node.output(),
    ],
    [['trigger', 'passages'], ['passages', 'lookup'], ['lookup', 'writer'], ['writer', 'output']],
  );
}

/** A claim whose metadata holds the partner's reference: the lookup answers 404 to it, though the message names the policy. */
export const partnerClaim = { message: 'Policy POL-47302: Dishwasher leak damaged the kitchen floor.', metadata: { policy_number: 'BRK/47302' } };
export const ownClaim = { message: 'Policy POL-20431: Water damage in the kitchen.', metadata: { policy_number: 'POL-20431' } };

/** The graph with one node's data changed. */
export function withNodeData(graph: WorkflowGraph, nodeId: string, changes: Record<string, unknown>): WorkflowGraph {
  return { ...graph, nodes: graph.nodes.map((node) => (node.id === nodeId ? ({ ...node, data: { ...node.data, ...changes } } as typeof node) : node)) };
}

export const topLevelSteps = (run: RunWithSteps) => run.steps.filter((step) => step.parentId === null);
