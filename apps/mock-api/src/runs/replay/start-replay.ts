import { randomUUID } from 'node:crypto';
import { FINISHED_RUN_STATUSES, type Run, type RunInput } from '@agentdeck/api-client';
import { REPLAY_MESSAGES, replayFromNodeMissing } from '@agentdeck/api-client/rules';
import { sameJson } from '@agentdeck/api-client/workflow';
import { HttpError } from '../../middleware/errors';
import type { Store } from '../../store/store';
import type { WorkflowRecord } from '../../workflows/workflow-records';
import { checkRun, refusalError } from '../checked-start';
import type { RunService } from '../run-service';
import { workspaceRecords } from '../../records/workspace-records';
import type { ReuseLookups } from './recorded-use';
import { planReuse } from './reuse-plan';

/** A replay as asked: `version` (`draft` for the draft), and optionally the node to start from and another input. */
export interface ReplayRequest {
  version: string;
  fromNodeId?: string;
  input?: RunInput;
}

export interface ReplayDeps {
  store: Store;
  runs: RunService;
  clock: () => Date;
}

/** The model names and prompt texts the chosen graph's agents would use, from the workspace's records. */
function reuseLookups(store: Store, workspaceId: string): ReuseLookups {
  const records = workspaceRecords(store.records, workspaceId);
  return {
    modelName: (node) => {
      const { llmId, slmId } = node.data;
      const record = llmId ? records.get('llm', llmId) : slmId ? records.get('slm', slmId) : undefined;
      return record?.modelName as string | undefined;
    },
    promptText: (node) => {
      const template = records.get('promptTemplate', node.data.promptTemplateId);
      return (template?.configurations as { prompt_template?: string } | undefined)?.prompt_template ?? node.data.description;
    },
  };
}

/**
 * Starts a replay of a finished run (design section 2.1c): a run with trigger `replay` and
 * `replayOf`, on the chosen version or the draft (which must pass the publish check, as every
 * start does), with the original's input unless another is given; from a node, the nodes before
 * it reused. Throws the refusal as an `HttpError`: 404 for a run not in the workspace, 409 for
 * one not finished, 400 for a graph that fails the check or nodes that cannot be reused.
 */
export function startReplay({ store, runs, clock }: ReplayDeps, workspaceId: string, originalId: string, request: ReplayRequest): Run {
  const original = runs.detail(workspaceId, originalId);
  if (!original) throw new HttpError(404, 'Run not found');
  if (!(FINISHED_RUN_STATUSES as readonly string[]).includes(original.status)) throw new HttpError(409, REPLAY_MESSAGES.notFinished);
  const workflow = store.records.get(workspaceId, 'workflow', original.workflowId) as WorkflowRecord | undefined;
  if (!workflow) throw new HttpError(404, REPLAY_MESSAGES.workflowGone);
  const { checked, refusal } = checkRun(store, workspaceId, workflow, request.version);
  if (refusal) throw refusalError(refusal);
  const input = request.input ?? original.input;

  let prefill;
  if (request.fromNodeId !== undefined) {
    if (!checked.graph.nodes.some((node) => node.id === request.fromNodeId)) throw new HttpError(400, 'Validation failed', [replayFromNodeMissing(request.fromNodeId)]);
    if (!sameJson(input, original.input)) throw new HttpError(400, 'Validation failed', [REPLAY_MESSAGES.inputChanged]);
    const graph = original.version === 'draft' ? null : (store.versions.get(workspaceId, workflow.id, original.version)?.graph ?? null);
    const plan = planReuse({ run: original, graph }, checked.graph, request.fromNodeId, reuseLookups(store, workspaceId), clock().toISOString(), randomUUID);
    if ('problems' in plan) throw new HttpError(400, REPLAY_MESSAGES.cannotReuse, plan.problems);
    prefill = plan.prefill;
  }
  return runs.start(workspaceId, {
    workflow: { id: workflow.id, name: workflow.name },
    checked,
    input,
    trigger: 'replay',
    replayOf: original.id,
    ...(prefill && { prefill }),
  });
}
