import type { RunInput, WorkflowVersion } from '@agentdeck/api-client';
import { inProcessDemoFetch } from '../demo/in-process-fetch';
import { RunEngine } from '../runs/engine';
import { deterministicModelGateway, modelLatencyMs, type ModelGateway } from '../runs/model-gateway';
import { hashOf, unitOf } from '../runs/text-hash';
import type { Store } from '../store/store';
import type { WorkflowRecord } from '../workflows/workflow-records';
import { historyInputs, type HistoryInputs } from './history-inputs';

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 30;

export interface RunHistoryOptions {
  now: Date;
  /** The mock API's own address, where the seeded tools and MCP server are answered in process. */
  origin: string;
  runs: number;
}

/** Ids shaped as UUIDs, the same for the same count, so two seeds give the same runs. */
function seededIds(): () => string {
  let count = 0;
  return () => {
    count += 1;
    const hex = [0, 1, 2, 3].map((part) => hashOf(`seeded-id:${count}:${part}`).toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
}

/** The version a run at `at` used: the last one published by then. */
const versionAt = (versions: WorkflowVersion[], at: number) => versions.filter((version) => Date.parse(version.createdAt) <= at).at(-1);

/**
 * The seeded history (design section 2.3): the enterprise workspace's seeded workflows run through
 * the same engine as every run, on a simulated clock spread over the last 30 days. The clock moves
 * by each model's latency (jittered), by each tool call's and by a few milliseconds per record, so
 * durations look measured; inputs are drawn by seeded chance (`history-inputs.ts`) to give
 * successes, failures, guardrail blocks and human reviews, most of them decided afterwards. Every
 * run, step, log line and usage figure is the engine's. All writes share one transaction: on the
 * disk store, waiting for the disk per event would take minutes.
 */
export async function seedRunHistory(store: Store, workspaceId: string, options: RunHistoryOptions): Promise<void> {
  const workflows = (store.list(workspaceId, 'workflow') as WorkflowRecord[])
    .map((workflow) => ({ workflow, versions: store.versions(workspaceId, workflow.id), inputs: historyInputs[workflow.name] }))
    .filter((entry): entry is typeof entry & { inputs: HistoryInputs } => entry.versions.length > 0 && entry.inputs !== undefined);
  if (workflows.length === 0 || options.runs === 0) return;

  let at = 0;
  let ticks = 0;
  const advance = (ms: number) => {
    at += Math.round(ms);
  };
  const clock = () => {
    advance(1 + 6 * unitOf(`tick:${ticks++}`));
    return new Date(at);
  };
  const models = deterministicModelGateway(0);
  const gateway: ModelGateway = {
    planToolCalls: (request, tools) => models.planToolCalls(request, tools),
    complete: (request) => {
      advance(modelLatencyMs(request.model) * (0.6 + 0.9 * unitOf(`latency:${ticks++}`)));
      return models.complete(request);
    },
  };
  const engine = new RunEngine({
    store,
    gateway,
    timeoutMs: 5000,
    clock,
    newId: seededIds(),
    fetch: inProcessDemoFetch(options.origin, () => advance(30 + 220 * unitOf(`tool:${ticks++}`))),
  });

  const end = options.now.getTime() - 10 * 60_000;
  const start = end - HISTORY_DAYS * DAY_MS;
  const span = end - start;
  const db = store.db;
  db.exec('BEGIN');
  try {
    for (let index = 0; index < options.runs; index++) {
      const chance = (purpose: string) => unitOf(`history:${index}:${purpose}`);
      at = start + Math.floor((span * (index + chance('when'))) / options.runs);
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
      const decidedAt = at + 5 * 60_000 + chance('review') * 6 * 3_600_000;
      if (decidedAt > end - DAY_MS) continue;
      at = decidedAt;
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
