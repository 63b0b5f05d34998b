import { FINISHED_RUN_STATUSES, RUN_BATCH_MAX, type CreateRunBatchBody, type Run, type RunBatch, type RunBatchPair } from '@agentdeck/api-client';
import type { RunFilters } from './logging-view';

/** What the Runs tab has selected to re-run: runs ticked one by one, or every run the filters match. */
export interface RunSelection {
  /** The runs ticked, by id (finished runs only: a run still going cannot be re-run). */
  runs: ReadonlyMap<string, Pick<Run, 'id' | 'workflowId' | 'workflowName' | 'startedAt'>>;
  /** Every finished run matching the filters in the range, up to `RUN_BATCH_MAX`, instead of `runs`. */
  allMatching: boolean;
}

export const noSelection: RunSelection = { runs: new Map(), allMatching: false };

export const canRerun = (run: Pick<Run, 'status'>) => (FINISHED_RUN_STATUSES as readonly string[]).includes(run.status);

/** The two runs ticked, earlier first, when they are of one workflow: the pair the compare page shows (design section 2.1c). */
export function comparablePair(selection: RunSelection): [string, string] | undefined {
  if (selection.allMatching || selection.runs.size !== 2) return undefined;
  const [first, second] = [...selection.runs.values()].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  return first && second && first.workflowId === second.workflowId ? [first.id, second.id] : undefined;
}

/** What a batch re-runs, as the dialog says it and the call sends it. */
export interface BatchScope {
  /** '3 runs of Claims triage', 'every finished run matching the filters (up to 500)'. */
  description: string;
  /** The one workflow of the runs, when the selection shows it: only then can a version be chosen. */
  workflow?: { id: string; name: string };
  /** Why only the draft is offered, when it is. */
  draftOnlyReason?: string;
  body: Pick<CreateRunBatchBody, 'runIds' | 'filter'>;
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/**
 * The rule for the version a batch runs on (design section 2.1c): a published version belongs to
 * one workflow, so it can be chosen when every run re-run is of one workflow (the runs ticked, or
 * the filters naming one workflow); otherwise each run re-runs on its own workflow's draft.
 */
export function batchScope(selection: RunSelection, filters: RunFilters, range: { from: string; to: string }, workflowName: (id: string) => string | undefined): BatchScope {
  if (selection.allMatching) {
    const { workflowId, status, version, environment, trigger } = filters;
    const name = workflowId ? (workflowName(workflowId) ?? 'this workflow') : undefined;
    return {
      description: `every finished run ${name ? `of ${name} ` : ''}matching the filters, up to ${RUN_BATCH_MAX}`,
      workflow: workflowId && name ? { id: workflowId, name } : undefined,
      draftOnlyReason: workflowId ? undefined : 'To re-run on a published version, filter the runs by one workflow first.',
      body: { filter: { ...(workflowId && { workflowId }), ...(status && { status }), ...(version && { version }), ...(environment && { environment }), ...(trigger && { trigger }), from: range.from, to: range.to } },
    };
  }
  const runs = [...selection.runs.values()];
  const workflows = new Map(runs.map((run) => [run.workflowId, run.workflowName]));
  const [only] = workflows;
  const single = workflows.size === 1 && only ? { id: only[0], name: only[1] } : undefined;
  return {
    description: single ? `${plural(runs.length, 'run', 'runs')} of ${single.name}` : `${plural(runs.length, 'run', 'runs')} of ${plural(workflows.size, 'workflow', 'workflows')}`,
    workflow: single,
    draftOnlyReason: single ? undefined : 'The runs belong to several workflows, so each re-runs on its own workflow’s draft. To re-run on a published version, select runs of one workflow.',
    body: { runIds: runs.map((run) => run.id) },
  };
}

/** '12 of 20 re-run, 4 running' while the batch goes on. */
export function batchProgressText({ progress }: Pick<RunBatch, 'progress'>): string {
  const going = [progress.running > 0 ? `${progress.running} running` : '', progress.queued > 0 ? `${progress.queued} waiting` : ''].filter(Boolean);
  return `${progress.finished.toLocaleString('en')} of ${plural(progress.total, 'run', 'runs')} re-run${going.length > 0 ? `, ${going.join(', ')}` : ''}`;
}

/**
 * The batch's outcome in sentences: '14 of 20 failed runs now succeed' (design section 2.1c), then
 * what became of the runs that had succeeded and the runs the server refused to re-run.
 */
export function batchOutcomeText({ outcome }: Pick<RunBatch, 'outcome'>): string[] {
  const { originalsFailed, nowSucceed, originalsSucceeded, nowFail, refused } = outcome;
  return [
    originalsFailed > 0 ? `${nowSucceed.toLocaleString('en')} of ${plural(originalsFailed, 'failed run', 'failed runs')} now ${nowSucceed === 1 ? 'succeeds' : 'succeed'}` : '',
    originalsSucceeded > 0 ? `${nowFail.toLocaleString('en')} of ${plural(originalsSucceeded, 'run that succeeded', 'runs that succeeded')} now ${nowFail === 1 ? 'fails' : 'fail'}` : '',
    refused > 0 ? `${plural(refused, 'run', 'runs')} could not be re-run` : '',
  ].filter(Boolean);
}

/** What a pair's re-run changed, in a word: the reason it was refused, or how its status moved. */
export function pairChange(pair: RunBatchPair): 'refused' | 'pending' | 'now succeeds' | 'now fails' | 'still succeeds' | 'still fails' {
  if (pair.refused !== null) return 'refused';
  if (!pair.replay || !canRerun(pair.replay)) return 'pending';
  const before = pair.original.status === 'succeeded';
  const after = pair.replay.status === 'succeeded';
  if (after) return before ? 'still succeeds' : 'now succeeds';
  return before ? 'now fails' : 'still fails';
}
