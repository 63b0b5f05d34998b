import { FINISHED_RUN_STATUSES, NO_ENVIRONMENT, type Run } from '@agentdeck/api-client';
import type { StepFigures } from '../runs/run-records';

/** What a rollup counts: runs (per workflow and version), model calls (per model) or the nodes a run visited (per node). */
export type RollupDimension = 'run' | 'model' | 'node';

/** What one finished run, model call or node step adds to the rollups (design section 3.3). */
export interface RollupEntry {
  workspaceId: string;
  /** The run's start: steps count in the interval their run started in, as runs do. */
  startedAt: string;
  dimension: RollupDimension;
  workflowId: string;
  /** The environment the run was started through; '' when it named none (`NO_ENVIRONMENT`). */
  environment: string;
  /** The run's version, the model (its name when it has none) or the node's id. */
  key: string;
  /** The node's name at this run (node entries); null otherwise. */
  label: string | null;
  failed: boolean;
  tokens: number | null;
  credits: number | null;
  /** Latency: the duration less the waits for human input. */
  activeMs: number | null;
  /** Wall time, waits included. */
  durationMs: number | null;
}

/** What a cell of one interval and one group sums, beside the durations of its latency figures. */
export interface CellSums {
  /** The start of `started_at` that names the interval: 10 characters for a day, 13 for an hour. */
  bucket: string;
  /** The environment of the cell's runs ('' for runs that named none): every cell is kept per environment, so any grouping can be limited to one. */
  environment: string;
  /** The run's version (run cells), the model (model cells) or the node's id (node cells). */
  key: string;
  /** The node's name at the latest run of the cell (node cells); null otherwise. */
  label: string | null;
  /** The start of the latest run of the cell, which names a node. */
  latest: string;
  runs: number;
  failures: number;
  tokens: number;
  credits: number;
}

const finished = (status: string) => (FINISHED_RUN_STATUSES as readonly string[]).includes(status);

/**
 * The entries of a run that has just finished: the run, its finished model calls (nested ones
 * included) and its finished top-level steps. Skipped steps never ran, so they count nowhere.
 */
export function rollupEntriesOfRun(workspaceId: string, run: Run, steps: readonly StepFigures[]): RollupEntry[] {
  if (!finished(run.status)) return [];
  const common = { workspaceId, startedAt: run.startedAt, workflowId: run.workflowId, environment: run.environment ?? NO_ENVIRONMENT.key };
  const entries: RollupEntry[] = [
    {
      ...common,
      dimension: 'run',
      key: run.version,
      label: null,
      failed: run.status === 'failed',
      tokens: run.tokens,
      credits: run.credits,
      activeMs: run.activeMs,
      durationMs: run.durationMs,
    },
  ];
  for (const step of steps) {
    if (!finished(step.status)) continue;
    const figures = {
      failed: step.status === 'failed',
      tokens: step.tokens,
      credits: step.credits,
      activeMs: step.activeMs,
      durationMs: step.durationMs,
    };
    if (step.kind === 'model') entries.push({ ...common, ...figures, dimension: 'model', key: step.model ?? step.name, label: null });
    if (step.parentId === null) entries.push({ ...common, ...figures, dimension: 'node', key: step.nodeId, label: step.name });
  }
  return entries;
}
