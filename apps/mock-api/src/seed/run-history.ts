import type { RunInput, WorkflowVersion } from '@agentdeck/api-client';
import { unitOf } from '../runs/text-hash';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { historyInputs, type HistoryInputs } from './history-inputs';
import { seededIds, simulatedEngine } from './simulated-engine';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;

export interface RunHistoryOptions {
  now: Date;
  /** The mock API's own address, where the seeded tools and MCP server are answered in process. */
  origin: string;
  runs: number;
}

/** The version a run at `at` used: the last one published by then. */
const versionAt = (versions: WorkflowVersion[], at: number) => versions.filter((version) => Date.parse(version.createdAt) <= at).at(-1);

/**
 * The seeded history (design section 2.3): the enterprise workspace's seeded workflows run through
 * the same engine as every run, on a simulated clock (`simulated-engine.ts`) spread over the last
 * 30 days; inputs are drawn by seeded chance (`history-inputs.ts`) to give
 * successes, failures, guardrail blocks and human reviews, most of them decided afterwards. Every
 * run, step, log line and usage figure is the engine's. All writes share one transaction: on the
 * disk store, waiting for the disk per event would take minutes.
 */
export async function seedRunHistory(store: Store, workspaceId: string, options: RunHistoryOptions): Promise<void> {
  const workflows = (store.records.list(workspaceId, 'workflow') as WorkflowRecord[])
    .map((workflow) => ({ workflow, versions: store.versions.list(workspaceId, workflow.id), inputs: historyInputs[workflow.name] }))
    .filter((entry): entry is typeof entry & { inputs: HistoryInputs } => entry.versions.length > 0 && entry.inputs !== undefined);
  if (workflows.length === 0 || options.runs === 0) return;

  const { engine, time, moveTo } = simulatedEngine(store, options.origin, seededIds());

  const end = options.now.getTime() - 10 * 60_000;
  const start = end - HISTORY_DAYS * DAY_MS;
  const span = end - start;
  const db = store.db;
  db.exec('BEGIN');
  try {
    for (let index = 0; index < options.runs; index++) {
      const chance = (purpose: string) => unitOf(`history:${index}:${purpose}`);
      const at = start + Math.floor((span * (index + chance('when'))) / options.runs);
      moveTo(at);
      const { workflow, versions, inputs } = workflows[Math.floor(chance('workflow') * workflows.length)]!;
      const version = versionAt(versions, at);
      if (!version) continue;
      const offered = inputs({ version: version.version, sincePublishedMs: at - Date.parse(version.createdAt) });
      const input = offered[Math.floor(chance('input') * offered.length)]!;
      const runInput: RunInput = { message: input.message, metadata: input.metadata ?? {} };
      const run = engine.start(workspaceId, {
        workflow: { id: workflow.id, name: workflow.name },
        graph: version.graph,
        version: version.version,
        input: runInput,
        trigger: input.trigger ?? 'api',
      });
      await engine.idle();
      if (engine.records.run(workspaceId, run.id)?.status !== 'waiting') continue;
      // A reviewer decides within hours; the last day's requests are still waiting.
      const decision = chance('decision');
      const decidedAt = time() + 5 * 60_000 + chance('review') * 6 * 3_600_000;
      if (decidedAt > end - DAY_MS) continue;
      moveTo(decidedAt);
      if (decision < 0.08) await engine.cancel(workspaceId, run.id);
      else engine.resume(workspaceId, run.id, decision < 0.22 ? 'reject' : 'approve', decision < 0.22 ? 'Refund above the limit' : '');
      await engine.idle();
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
