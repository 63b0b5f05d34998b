import { FINISHED_RUN_STATUSES, RUN_BATCH_MAX, type createRunBatchBodySchema, type Run } from '@agentdeck/api-client';
import { batchRunNotFinished, batchRunNotFound, REPLAY_MESSAGES } from '@agentdeck/api-client/rules';
import type { z } from 'zod';
import { HttpError } from '../../middleware/errors';
import type { Store } from '../../store/store';
import type { WorkflowRecord } from '../../workflows/workflow-records';
import { checkRun } from '../checked-start';
import type { RunService } from '../run-service';

type BatchBody = z.output<typeof createRunBatchBodySchema>;

const isFinished = (run: Run) => (FINISHED_RUN_STATUSES as readonly string[]).includes(run.status);
/** The list call's page, the largest it gives. */
const PAGE = 200;

/** Every finished run the filter matches, newest first; refused past `RUN_BATCH_MAX`. */
function filtered(runs: RunService, workspaceId: string, filter: NonNullable<BatchBody['filter']>): Run[] {
  const found: Run[] = [];
  let before: number | undefined;
  for (;;) {
    const page = runs.list(workspaceId, { ...filter, before, limit: PAGE });
    found.push(...page.items.filter(isFinished));
    if (found.length > RUN_BATCH_MAX) throw new HttpError(400, 'Validation failed', [REPLAY_MESSAGES.filterTooMany]);
    if (page.nextSeq === null) break;
    before = page.nextSeq;
  }
  if (found.length === 0) throw new HttpError(400, 'Validation failed', [REPLAY_MESSAGES.filterEmpty]);
  return found;
}

/**
 * The runs a batch re-runs, checked (design section 2.1c): the runs named (each in the workspace
 * and finished), or the finished runs the filter matches; on a version, all of one workflow; and
 * the graph each workflow's replays walk passes the publish check. A 400 names every problem.
 */
export function batchOriginals(store: Store, runs: RunService, workspaceId: string, body: BatchBody): Run[] {
  let originals: Run[];
  if (body.runIds) {
    const problems: string[] = [];
    originals = [];
    for (const runId of new Set(body.runIds)) {
      const run = runs.run(workspaceId, runId);
      if (!run) problems.push(batchRunNotFound(runId));
      else if (!isFinished(run)) problems.push(batchRunNotFinished(runId));
      else originals.push(run);
    }
    if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);
  } else originals = filtered(runs, workspaceId, body.filter!);

  const workflowIds = [...new Set(originals.map((run) => run.workflowId))];
  if (body.version !== undefined && workflowIds.length > 1) throw new HttpError(400, 'Validation failed', [`version: ${REPLAY_MESSAGES.batchWorkflows}`]);
  const problems: string[] = [];
  for (const workflowId of workflowIds) {
    const workflow = store.records.get(workspaceId, 'workflow', workflowId) as WorkflowRecord | undefined;
    if (!workflow) {
      problems.push(`runIds: ${REPLAY_MESSAGES.workflowGone} (${originals.find((run) => run.workflowId === workflowId)!.workflowName})`);
      continue;
    }
    const { refusal } = checkRun(store, workspaceId, workflow, body.draft ? 'draft' : body.version);
    if (refusal) problems.push(...refusal.problems.map((problem) => `${workflow.name}: ${refusal.reason}: ${problem}`));
  }
  if (problems.length > 0) throw new HttpError(400, 'Validation failed', problems);
  return originals;
}
