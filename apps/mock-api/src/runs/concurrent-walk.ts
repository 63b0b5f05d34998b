import type { RunStep, WorkflowNode } from '@agentdeck/api-client';
import { begin, complete, halt, inputOf, nodeKinds, readyNodes, skipDead, wait, type WalkState } from '@agentdeck/api-client/workflow';
import type { NodeContext, NodeOutcome } from './node-context';
import { runNode } from './nodes';
import type { RunProgress, RunState } from './run-state';
import { valuesKey } from './values';

type Settled = { nodeId: string } | { nodeId: string; error: unknown };

/** What a node passes on along its edges, as its kind says (`nodeKinds[kind].passesOn`). */
function passedOn(node: WorkflowNode, input: unknown, outcome: NodeOutcome, message: string): unknown {
  const passes = nodeKinds[node.kind].passesOn;
  if (passes === 'message') return message;
  if (passes === 'input') return input;
  return outcome.output ?? null;
}

/**
 * Walks the run's graph by the rules of design section 2.1a until nothing more can run: the
 * nodes ready together run concurrently, each a step of its own. A node waiting for human input
 * pauses its branch only (kept in `state.waits`). A failed or blocked step cancels the branches
 * still running and is thrown, as is the run's cancellation. `state` is updated as the walk
 * goes, so the caller can store it; each step's end is saved with the walk and values it leaves
 * (design section 2.1b), so the steps after it start only once it is on record.
 */
export async function walkConcurrently(state: RunState & { walk: WalkState }, context: Omit<NodeContext, 'input'>): Promise<void> {
  const { graph } = state;
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const { recorder } = context;
  // The branches' own signal: a failure in one cancels the others without cancelling the run.
  const branches = new AbortController();
  const cancelRun = () => branches.abort(context.signal.reason);
  context.signal.addEventListener('abort', cancelRun, { once: true });
  const live = new Map<string, Promise<Settled>>();
  const progress = (): RunProgress => ({ walk: state.walk, values: state.values, waits: state.waits ?? [] });

  /** The node's end moves the walk on as its step finishes, in the step's own write. */
  const finished = (node: WorkflowNode, input: unknown, outcome: NodeOutcome, step: RunStep): RunProgress => {
    // A branch that ends after another failed does not move the halted walk on.
    if (state.walk.halted) return progress();
    if (outcome.values) state.values[valuesKey(node)] = outcome.values;
    const done = { output: passedOn(node, input, outcome, recorder.run.input.message), ...(outcome.handle !== undefined && { handle: outcome.handle }) };
    if (outcome.waitFor) {
      state.walk = wait(state.walk, node.id, done);
      state.waits = [...(state.waits ?? []), { stepId: step.id, nodeId: node.id, consumer: outcome.waitFor.consumer }];
    } else {
      state.walk = complete(graph, state.walk, node.id, done);
    }
    return progress();
  };

  const start = (node: WorkflowNode, input: unknown): Promise<Settled> => {
    const nodeContext: NodeContext = { ...context, input, signal: branches.signal };
    return recorder
      .step({ nodeId: node.id, kind: node.kind, name: node.label, input }, (step) => runNode(node, nodeContext, step), branches.signal, (outcome, step) => finished(node, input, outcome, step))
      .then(
        () => ({ nodeId: node.id }),
        (error: unknown) => ({ nodeId: node.id, error }),
      );
  };

  try {
    for (;;) {
      context.signal.throwIfAborted();
      const dead = skipDead(graph, state.walk);
      state.walk = dead.state;
      dead.skipped.forEach((id, index) => {
        const node = nodes.get(id)!;
        recorder.skipStep({ nodeId: id, kind: node.kind, name: node.label }, index === dead.skipped.length - 1 ? progress() : undefined);
      });
      for (const id of readyNodes(graph, state.walk)) {
        const node = nodes.get(id)!;
        const input = node.kind === 'trigger' ? recorder.run.input : (inputOf(graph, state.walk, id) ?? null);
        state.walk = begin(state.walk, id);
        live.set(id, start(node, input));
      }
      if (live.size === 0) return;
      const settled = await Promise.race(live.values());
      live.delete(settled.nodeId);
      if ('error' in settled) {
        state.walk = halt(state.walk).state;
        if (!branches.signal.aborted) branches.abort();
        await Promise.all(live.values());
        throw settled.error;
      }
    }
  } finally {
    context.signal.removeEventListener('abort', cancelRun);
  }
}
