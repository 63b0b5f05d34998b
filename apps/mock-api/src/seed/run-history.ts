import type { RunInput, WorkflowVersion } from '@agentdeck/api-client';
import { graphToRun, type CheckedGraph } from '../runs/checked-start';
import { unitOf } from '../runs/text-hash';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { historyInputs, policyBriefInputs, type HistoryInputs } from './history-inputs';
import { seededIds, simulatedEngine } from './simulated-engine';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;

export interface RunHistoryOptions {
  now: Date;
  /** The mock API's own address, where the seeded tools and MCP server are answered in process. */
  origin: string;
  /** The runs of the first seeded workflows; each later stream adds its share of this. */
  runs: number;
}

/**
 * One stream of the history: its workflows (by name, with what each is sent), its own seeded
 * chance and ids, and how many runs it has for each run of the first stream. A workflow seeded
 * after the others gets a stream of its own, so their runs stay as they were drawn: the same
 * ids, times, inputs and outcomes, which tests and screens read.
 */
interface HistoryStream {
  chance: string;
  ids: string;
  share: number;
  inputs: Record<string, HistoryInputs>;
}

const streams: HistoryStream[] = [
  { chance: 'history', ids: 'seeded-id', share: 1, inputs: historyInputs },
  { chance: 'policy-brief-history', ids: 'seeded-policy-brief-id', share: 0.1, inputs: { 'Policy brief': policyBriefInputs } },
];

/** The version a run at `at` used: the last one published by then. */
const versionAt = (versions: WorkflowVersion[], at: number) => versions.filter((version) => Date.parse(version.createdAt) <= at).at(-1);

interface Window {
  start: number;
  end: number;
}

/** A stream's runs, one at a time: when the next one starts, and running it on the stream's own engine. */
function streamRuns(store: Store, workspaceId: string, stream: HistoryStream, runs: number, origin: string, { start, end }: Window) {
  const workflows = (store.records.list(workspaceId, 'workflow') as WorkflowRecord[])
    .map((workflow) => ({ workflow, versions: store.versions.list(workspaceId, workflow.id), inputs: stream.inputs[workflow.name] }))
    .filter((entry): entry is typeof entry & { inputs: HistoryInputs } => entry.versions.length > 0 && entry.inputs !== undefined);
  const count = workflows.length === 0 ? 0 : Math.round(runs * stream.share);
  if (count === 0) return { nextAt: () => undefined, runNext: () => Promise.resolve(), rollups: undefined };
  const { engine, time, moveTo } = simulatedEngine(store, origin, seededIds(stream.ids));
  const span = end - start;
  // Each version is checked once, as every start's graph is (design section 2.1a).
  const checked = new Map<string, CheckedGraph>();
  const checkedVersion = (workflow: WorkflowRecord, version: string) => {
    const key = `${workflow.id}@${version}`;
    if (!checked.has(key)) checked.set(key, graphToRun(store, workspaceId, workflow, version));
    return checked.get(key)!;
  };
  const chanceOf = (index: number) => (purpose: string) => unitOf(`${stream.chance}:${index}:${purpose}`);
  let index = 0;

  /** When the next run starts, undefined once the stream has run them all. */
  const nextAt = () => (index < count ? start + Math.floor((span * (index + chanceOf(index)('when'))) / count) : undefined);

  const runNext = async () => {
    const chance = chanceOf(index);
    const at = nextAt()!;
    index += 1;
    moveTo(at);
    const { workflow, versions, inputs } = workflows[Math.floor(chance('workflow') * workflows.length)]!;
    const version = versionAt(versions, at);
    if (!version) return;
    const offered = inputs({ version: version.version, sincePublishedMs: at - Date.parse(version.createdAt) });
    const input = offered[Math.floor(chance('input') * offered.length)]!;
    const runInput: RunInput = { message: input.message, metadata: input.metadata ?? {} };
    const run = engine.start(workspaceId, {
      workflow: { id: workflow.id, name: workflow.name },
      checked: checkedVersion(workflow, version.version),
      input: runInput,
      trigger: input.trigger ?? 'api',
    });
    await engine.idle();
    if (engine.run(workspaceId, run.id)?.status !== 'waiting') return;
    // A reviewer decides within hours; the last day's requests are still waiting.
    const decision = chance('decision');
    const decidedAt = time() + 5 * 60_000 + chance('review') * 6 * 3_600_000;
    if (decidedAt > end - DAY_MS) return;
    moveTo(decidedAt);
    if (decision < 0.08) await engine.cancel(workspaceId, run.id);
    else engine.resume(workspaceId, run.id, decision < 0.22 ? 'reject' : 'approve', decision < 0.22 ? 'Refund above the limit' : '');
    await engine.idle();
  };
  return { nextAt, runNext, rollups: engine.rollups };
}

/**
 * Runs written between two commits. One transaction for the whole history wrote a fifth more to
 * the disk store (3,000 runs: 578 MB against 457 MB in batches of 1,000), its write-ahead log
 * holding every page until the one commit.
 */
const RUNS_PER_COMMIT = 1000;

/**
 * The seeded history (design section 2.3): the enterprise workspace's seeded workflows run through
 * the same engine as every run, on a simulated clock (`simulated-engine.ts`) spread over the last
 * 30 days; inputs are drawn by seeded chance (`history-inputs.ts`) to give
 * successes, failures, guardrail blocks and human reviews, most of them decided afterwards. Every
 * run, step, log line and usage figure is the engine's. The streams' runs are started in time
 * order, as lists read them (newest last kept). The writes are committed in batches of runs: on
 * the disk store, waiting for the disk per event would take minutes.
 */
export async function seedRunHistory(store: Store, workspaceId: string, options: RunHistoryOptions): Promise<void> {
  if (options.runs === 0) return;
  const end = options.now.getTime() - 10 * 60_000;
  const window = { start: end - HISTORY_DAYS * DAY_MS, end };
  const runs = streams.map((stream) => streamRuns(store, workspaceId, stream, options.runs, options.origin, window));
  const db = store.db;
  // Each run's rollup cells are summed in memory and written once a commit (`MetricRollups.hold`).
  const rollups = runs.flatMap((each) => (each.rollups ? [each.rollups] : []));
  const commit = () => {
    for (const each of rollups) each.release();
    db.exec('COMMIT');
  };
  db.exec('BEGIN');
  for (const each of rollups) each.hold();
  try {
    for (let ran = 1; ; ran += 1) {
      // The stream whose next run starts first; the first stream on a tie.
      const next = runs.reduce<(typeof runs)[number] | undefined>((first, each) => {
        const at = each.nextAt();
        return at !== undefined && (first === undefined || at < first.nextAt()!) ? each : first;
      }, undefined);
      if (!next) break;
      await next.runNext();
      if (ran % RUNS_PER_COMMIT === 0) {
        commit();
        db.exec('BEGIN');
        for (const each of rollups) each.hold();
      }
    }
    commit();
  } catch (error) {
    for (const each of rollups) each.discard();
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
