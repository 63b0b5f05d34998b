import type { Run } from '@agentdeck/api-client';
import type { StepFigures } from '../runs/run-records';
import type Database from 'better-sqlite3';
import { BUCKET_LENGTH } from './buckets';
import { decodeSketch, encodeSketch, mergeSketches, sketchOf } from './latency-sketch';
import { rollupEntriesOfRun, type CellSums, type RollupDimension, type RollupEntry } from './rollup-entries';

/**
 * The spans rollups are kept in: hours, and days beside them (a day's cell is the merge of its
 * 24 hours', written at the same time), so 30 days by day read 30 cells per group, not 720.
 */
export const ROLLUP_SPANS = ['hour', 'day'] as const;
export type RollupSpan = (typeof ROLLUP_SPANS)[number];

/** A rollup cell being summed in memory before it is added to the stored one. */
interface PendingCell extends CellSums {
  workspaceId: string;
  span: RollupSpan;
  dimension: RollupDimension;
  workflowId: string;
  active: number[];
  wall: number[];
}

/** The stored sketch with the cell's added, as the rollup keeps it (`merge_latency_sketches` in SQL). */
const mergeStored = (stored: Buffer, added: Buffer) => encodeSketch(mergeSketches([decodeSketch(stored), decodeSketch(added)]));

// One statement per cell: the sketches merge in SQL, so no read of the stored row comes before.
const upsert = `
INSERT INTO metric_rollups (workspace_id, span, dimension, bucket, workflow_id, group_key, environment, label, latest, runs, failures, tokens, credits, active, wall)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (workspace_id, span, dimension, bucket, workflow_id, group_key, environment) DO UPDATE SET
  label = CASE WHEN excluded.latest >= latest THEN excluded.label ELSE label END, latest = MAX(latest, excluded.latest),
  runs = runs + excluded.runs, failures = failures + excluded.failures, tokens = tokens + excluded.tokens,
  credits = credits + excluded.credits, active = merge_latency_sketches(active, excluded.active),
  wall = merge_latency_sketches(wall, excluded.wall)`;

/**
 * Keeps the metrics rollups (tables in `rollup-tables.ts`): per hour and per day, workflow and
 * version, model or node, and environment, the counts, sums and latency sketches of the finished
 * runs and steps.
 * Written in the transaction of the run's `run.finished` event (`runs/run-projector.ts`), so a
 * run counts once, and read by the metrics call instead of the runs.
 */
export class MetricRollups {
  private readonly upsert: Database.Statement;

  constructor(db: Database.Database) {
    db.function('merge_latency_sketches', { deterministic: true }, (stored, added) => mergeStored(stored as Buffer, added as Buffer));
    this.upsert = db.prepare(upsert);
  }

  /** The cells summed while held (`hold`), written at `release`. */
  private held: RollupBatch | undefined;

  /** Adds a run that has just finished, with its steps: written at once, or summed with the others while held. */
  addRun(workspaceId: string, run: Run, steps: readonly StepFigures[]): void {
    const batch = this.held ?? new RollupBatch();
    for (const entry of rollupEntriesOfRun(workspaceId, run, steps)) batch.add(entry);
    if (!this.held) this.write(batch);
  }

  /**
   * For a writer that holds one transaction over many runs (the seed): the finished runs' cells
   * are summed in memory and written once each at `release`, which it calls before it commits
   * (14 upserts a five-node run otherwise, most of them to the same hour's and day's cells).
   */
  hold(): void {
    this.held ??= new RollupBatch();
  }

  /** Writes the cells summed since `hold` and writes at once again. */
  release(): void {
    const held = this.held;
    this.held = undefined;
    if (held) this.write(held);
  }

  /** Forgets the cells summed since `hold`, their transaction rolled back. */
  discard(): void {
    this.held = undefined;
  }

  /** Adds the batch's cells to the stored ones (sums added, sketches merged). */
  write(batch: RollupBatch): void {
    for (const cell of batch.cells()) {
      this.upsert.run(
        cell.workspaceId, cell.span, cell.dimension, cell.bucket, cell.workflowId, cell.key, cell.environment, cell.label, cell.latest,
        cell.runs, cell.failures, cell.tokens, cell.credits, encodeSketch(sketchOf(cell.active)), encodeSketch(sketchOf(cell.wall)),
      );
    }
  }
}

/** Entries summed per cell of each span, in memory: one write per cell however many entries it holds. */
export class RollupBatch {
  private readonly pending = new Map<string, PendingCell>();

  get size(): number {
    return this.pending.size;
  }

  add(entry: RollupEntry): void {
    for (const span of ROLLUP_SPANS) {
      const bucket = entry.startedAt.slice(0, BUCKET_LENGTH[span]);
      const id = `${entry.workspaceId}\u0000${span}\u0000${entry.dimension}\u0000${bucket}\u0000${entry.workflowId}\u0000${entry.key}\u0000${entry.environment}`;
      let cell = this.pending.get(id);
      if (!cell) {
        const { workspaceId, dimension, workflowId, key, environment, label, startedAt } = entry;
        cell = { workspaceId, span, dimension, bucket, workflowId, key, environment, label, latest: startedAt, runs: 0, failures: 0, tokens: 0, credits: 0, active: [], wall: [] };
        this.pending.set(id, cell);
      }
      if (entry.startedAt >= cell.latest) {
        cell.latest = entry.startedAt;
        cell.label = entry.label;
      }
      cell.runs += 1;
      if (entry.failed) cell.failures += 1;
      cell.tokens += entry.tokens ?? 0;
      cell.credits += entry.credits ?? 0;
      if (entry.activeMs !== null) cell.active.push(entry.activeMs);
      if (entry.durationMs !== null) cell.wall.push(entry.durationMs);
    }
  }

  cells(): IterableIterator<PendingCell> {
    return this.pending.values();
  }
}
