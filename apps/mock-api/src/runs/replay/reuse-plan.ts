import type { RunStep, RunWithSteps, WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { replayFromNodeMissing, replayNodeChanged, replayNodeMissing, replayNodeNotRun, type ReplayDependency } from '@agentdeck/api-client/rules';
import { complete, ELSE_HANDLE, initialWalk, inputOf, nodeKinds, sameJson, upstreamOf, type WalkState } from '@agentdeck/api-client/workflow';
import type { ReplayPrefill } from '../run-service';
import { valuesKey, type RunValues } from '../values';
import { recordedUseChanges, type ReuseLookups } from './recorded-use';

/** The run a replay starts from, with the graph it walked when that is known (a published version; a draft changes, and a run does not keep it). */
export interface ReplaySource {
  run: RunWithSteps;
  graph: WorkflowGraph | null;
}

/** What each field of a node's data stands for in a refusal: what the node's output depends on. */
const dependencyOf = (kind: WorkflowNode['kind'], field: string): ReplayDependency => {
  if (kind === 'tool') return field === 'arguments' || field === 'secrets' ? 'arguments' : 'tool';
  if (kind === 'agent') {
    if (['llmId', 'slmId', 'reusableAgentId', 'modelParameters'].includes(field)) return 'model';
    return ['promptTemplateId', 'description', 'name'].includes(field) ? 'prompt' : 'settings';
  }
  if (kind === 'retrieval') return field === 'query' ? 'query' : 'settings';
  return kind === 'condition' ? 'branches' : 'settings';
};

/** What of the node's data changed between the graph the original walked and the chosen one. */
function changesOf(original: WorkflowNode | undefined, chosen: WorkflowNode, step: RunStep): ReplayDependency[] {
  if (chosen.kind !== (original?.kind ?? step.kind)) return ['kind'];
  if (!original) return [];
  const before = original.data as Record<string, unknown>;
  const after = chosen.data as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.filter((field) => !sameJson(before[field], after[field])).map((field) => dependencyOf(chosen.kind, field));
}

/** The order a refusal names what changed in. */
const DEPENDENCY_ORDER: ReplayDependency[] = ['kind', 'tool', 'model', 'prompt', 'arguments', 'query', 'branches', 'settings', 'inputs'];

/** The values a node's expressions read (`{label}.{variable}`), as its step recorded its output (see `runs/nodes`). */
function valuesOf(node: WorkflowNode, output: unknown): Record<string, unknown> | undefined {
  const object = output !== null && typeof output === 'object' ? (output as Record<string, unknown>) : {};
  switch (node.kind) {
    case 'trigger':
    case 'retrieval':
    case 'condition':
      return object;
    case 'agent':
      return { output };
    case 'tool':
      return node.data.toolType === 'api' ? { response: object.response, status: object.status } : { response: output };
    case 'output':
      return undefined;
  }
}

/** The handle a condition chose, from the branch its step recorded. */
function handleOf(node: WorkflowNode, output: unknown): string | undefined {
  if (node.kind !== 'condition') return undefined;
  const branch = (output as { branch?: unknown } | null)?.branch;
  return node.data.branches.find((each) => each.label === branch)?.id ?? ELSE_HANDLE;
}

/** What the node passed on along its edges in the original run (`nodeKinds[kind].passesOn`). */
function passedOn(node: WorkflowNode, step: RunStep, message: string): unknown {
  const passes = nodeKinds[node.kind].passesOn;
  if (passes === 'message') return message;
  return passes === 'input' ? step.input : step.output;
}

/** The reused copy of the original's step: nothing was called again, so it spends nothing and reads or writes nothing for lineage. */
function reusedStep(node: WorkflowNode, step: RunStep, runId: string, now: string, id: string): RunStep {
  return {
    id,
    parentId: null,
    nodeId: node.id,
    kind: node.kind,
    name: node.label,
    status: 'reused',
    startedAt: now,
    endedAt: now,
    durationMs: 0,
    waitingMs: 0,
    input: step.input,
    output: step.output,
    tokens: { prompt: 0, completion: 0 },
    credits: 0,
    model: step.model,
    error: null,
    attributes: step.attributes,
    reads: [],
    writes: [],
    reusedFrom: step.reusedFrom ?? { runId, stepId: step.id },
  };
}

/**
 * Plans a replay from `fromNodeId` (design section 2.1c): the nodes upstream of it, in the graph
 * the original walked and in the chosen one, are reused: their recorded outputs are copied into
 * the new run as `reused` steps and the walk starts as they left it. The other nodes (the node,
 * what follows it, and branches beside it) run. Answers each reason a node cannot be reused,
 * `nodes.{id}: …`, when the chosen graph lacks one, changed what its output depends on, or the
 * original has no finished step of it.
 */
export function planReuse(source: ReplaySource, chosen: WorkflowGraph, fromNodeId: string, lookups: ReuseLookups, now: string, newId: () => string): { prefill: ReplayPrefill } | { problems: string[] } {
  const chosenNodes = new Map(chosen.nodes.map((node) => [node.id, node]));
  if (!chosenNodes.has(fromNodeId)) return { problems: [replayFromNodeMissing(fromNodeId)] };
  const originalNodes = new Map(source.graph?.nodes.map((node) => [node.id, node]));
  const upstream = new Set([...upstreamOf(chosen, fromNodeId), ...(source.graph && originalNodes.has(fromNodeId) ? upstreamOf(source.graph, fromNodeId) : [])]);
  // A node may have a step per attempt; its last is what the run kept.
  const stepOf = new Map(source.run.steps.filter((step) => step.parentId === null).map((step) => [step.nodeId, step]));
  const order = source.run.steps.filter((step) => step.parentId === null).map((step) => step.nodeId);
  const ids = [...upstream].sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));

  const problems: string[] = [];
  let walk: WalkState = initialWalk();
  const values: RunValues = {};
  const steps: RunStep[] = [];
  for (const id of ids) {
    const node = chosenNodes.get(id);
    const original = originalNodes.get(id);
    const step = stepOf.get(id);
    const label = node?.label ?? original?.label ?? step?.name ?? id;
    if (!node) {
      problems.push(`nodes.${id}: ${replayNodeMissing(label)}`);
      continue;
    }
    if (!step || !['succeeded', 'skipped', 'reused'].includes(step.status)) {
      problems.push(`nodes.${id}: ${replayNodeNotRun(label)}`);
      continue;
    }
    // A node skipped in the original is skipped again by the walk, its edges in being dead again.
    if (step.status === 'skipped') continue;
    const changed = new Set(changesOf(original, node, step));
    if (!changed.has('kind')) {
      for (const part of recordedUseChanges(node, step, source.run.steps, values, lookups)) changed.add(part);
      const input = node.kind === 'trigger' ? step.input : inputOf(chosen, walk, id);
      if (!sameJson(input ?? null, step.input)) changed.add('inputs');
    }
    if (changed.size > 0) problems.push(`nodes.${id}: ${replayNodeChanged(label, DEPENDENCY_ORDER.filter((part) => changed.has(part)))}`);
    // Carried on even when refused, so the nodes after it are judged on their own changes.
    const handle = handleOf(node, step.output);
    walk = complete(chosen, walk, id, { output: passedOn(node, step, source.run.input.message), ...(handle !== undefined && { handle }) });
    const nodeValues = valuesOf(node, step.output);
    if (nodeValues) values[valuesKey(node)] = nodeValues;
    steps.push(reusedStep(node, step, source.run.id, now, newId()));
  }
  if (problems.length > 0) return { problems };
  return { prefill: { walk, values, steps } };
}
