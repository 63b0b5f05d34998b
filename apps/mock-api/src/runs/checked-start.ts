import type { BrokerMessage, Run, WorkflowGraph } from '@agentdeck/api-client';
import { RUN_MESSAGES } from '@agentdeck/api-client/rules';
import { checkGraph } from '@agentdeck/api-client/workflow';
import { HttpError } from '../middleware/errors';
import type { Store } from '../store/store';
import { workspaceLookups } from '../workflows/lookups';
import type { WorkflowRecord } from '../workflows/workflow-records';
import type { RunService, StartRunRequest } from './run-service';

/** Why a run did not start: the check's reason and each problem, `nodes.{id}: …` when a node has it. */
export type StartRefusal = NonNullable<BrokerMessage['refused']>;

declare const passedCheck: unique symbol;

/** A graph the publish check passed and the version it is: the only kind a run starts on (design section 2.1a). */
export type CheckedGraph = { version: string; graph: WorkflowGraph } & { readonly [passedCheck]: true };

type Checked = { checked: CheckedGraph; refusal: null } | { checked: null; refusal: StartRefusal };

/** Checks kept at most per store, until a record changes. */
const MAX_KEPT_CHECKS = 200;

type CheckProblem = ReturnType<typeof checkGraph>[number];

/** By store: the checks made since its records last changed (`RecordRepository.revision`), by workspace and graph. */
const keptChecks = new WeakMap<Store, { revision: number; problems: Map<string, CheckProblem[]> }>();

/**
 * The publish check of the graph in the workspace, made once while the workspace's records are
 * unchanged: the check reads only the graph and the records it names (its `resolve`), and it was
 * some 4 % of a run's CPU when made at every start (issue 38).
 */
function checkedProblems(store: Store, workspaceId: string, graph: WorkflowGraph): CheckProblem[] {
  let kept = keptChecks.get(store);
  if (kept?.revision !== store.records.revision) keptChecks.set(store, (kept = { revision: store.records.revision, problems: new Map() }));
  const key = `${workspaceId}\n${JSON.stringify(graph)}`;
  let problems = kept.problems.get(key);
  if (!problems) {
    problems = checkGraph(graph, { resolve: workspaceLookups(store, workspaceId).resolve });
    if (kept.problems.size >= MAX_KEPT_CHECKS) kept.problems.clear();
    kept.problems.set(key, problems);
  }
  return problems;
}

/**
 * The graph a run of the workflow walks (the named version, else the latest, else the draft) and
 * the publish check on it (design sections 1.3 and 2.1a). Every way a run starts comes through
 * here: a published version passed the check once, but a resource it names may be gone since.
 * A version that was never published is bad input, a 400 at once.
 */
export function checkRun(store: Store, workspaceId: string, workflow: WorkflowRecord, version: string | undefined): Checked {
  const chosen = version ?? workflow.latestVersion ?? 'draft';
  const graph = chosen === 'draft' ? workflow.draft : store.versions.get(workspaceId, workflow.id, chosen)?.graph;
  if (!graph) throw new HttpError(400, RUN_MESSAGES.versionMissing, [`version: Version ${chosen} of '${workflow.name}' is not published`]);
  const problems = checkedProblems(store, workspaceId, graph);
  if (problems.length === 0) return { checked: { version: chosen, graph } as CheckedGraph, refusal: null };
  return {
    checked: null,
    refusal: {
      reason: chosen === 'draft' ? RUN_MESSAGES.draftCheckFailed : RUN_MESSAGES.versionCheckFailed,
      problems: problems.map((problem) => `${problem.nodeId ? `nodes.${problem.nodeId}: ` : ''}${problem.message}`),
    },
  };
}

/** The 400 a start answers when the check refuses its graph. */
export const refusalError = (refusal: StartRefusal) => new HttpError(400, refusal.reason, refusal.problems);

/** The graph a run walks once it passes the check; a 400 with the check's problems otherwise. */
export function graphToRun(store: Store, workspaceId: string, workflow: WorkflowRecord, version: string | undefined): CheckedGraph {
  const { checked, refusal } = checkRun(store, workspaceId, workflow, version);
  if (refusal) throw refusalError(refusal);
  return checked;
}

/** Starts a run of the workflow when its graph passes the check; otherwise starts nothing and says why. */
export function startChecked(
  store: Store,
  runs: RunService,
  workspaceId: string,
  workflow: WorkflowRecord,
  version: string | undefined,
  request: Omit<StartRunRequest, 'workflow' | 'checked'>,
): { run: Run; refusal: null } | { run: null; refusal: StartRefusal } {
  const { checked, refusal } = checkRun(store, workspaceId, workflow, version);
  if (refusal) return { run: null, refusal };
  return { run: runs.start(workspaceId, { ...request, workflow: { id: workflow.id, name: workflow.name }, checked }), refusal: null };
}
