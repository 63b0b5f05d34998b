import { randomUUID } from 'node:crypto';
import { FINISHED_RUN_STATUSES, type Run, type RunBatch, type RunBatchPair } from '@agentdeck/api-client';
import { HttpError } from '../../middleware/errors';
import { startReplay, type ReplayDeps } from './start-replay';

/** A batch as kept: each original with its replay once started, or why it was refused. */
interface KeptBatch {
  workspaceId: string;
  id: string;
  version: string;
  fromNodeId: string | null;
  concurrency: number;
  createdAt: string;
  pairs: { original: Run; replayId: string | null; refused: string | null; started: boolean }[];
  done: Promise<void>;
}

const isFinished = (status: Run['status']) => (FINISHED_RUN_STATUSES as readonly string[]).includes(status);

/** A refused replay's reason in one line: the message and each problem. */
const reasonOf = (error: unknown) =>
  error instanceof HttpError ? (error.errors.length > 0 ? `${error.message}: ${error.errors.join('; ')}` : error.message) : (error as Error)?.message ?? String(error);

/**
 * Re-runs many runs (design section 2.1c): each original replayed on one version or the draft,
 * `concurrency` at a time (a replay waiting for human input frees its place). Batches are kept in
 * memory: a mock API that restarts forgets them, their replays stay as runs.
 */
export class RunBatches {
  private readonly batches = new Map<string, KeptBatch>();

  constructor(private readonly deps: ReplayDeps & { concurrency: number }) {}

  /** Keeps the batch and starts its replays; answers at once (the call's 202). `originals`: finished runs of the workspace. */
  create(workspaceId: string, originals: readonly Run[], version: string, fromNodeId: string | undefined): RunBatch {
    const batch: KeptBatch = {
      workspaceId,
      id: randomUUID(),
      version,
      fromNodeId: fromNodeId ?? null,
      concurrency: this.deps.concurrency,
      createdAt: this.deps.clock().toISOString(),
      pairs: originals.map((original) => ({ original, replayId: null, refused: null, started: false })),
      done: Promise.resolve(),
    };
    this.batches.set(batch.id, batch);
    batch.done = this.execute(batch);
    return this.view(batch);
  }

  get(workspaceId: string, id: string): RunBatch | undefined {
    const batch = this.batches.get(id);
    return batch && batch.workspaceId === workspaceId ? this.view(batch) : undefined;
  }

  /** Forgets every batch, as a reset of the store forgets their runs. */
  clear(): void {
    this.batches.clear();
  }

  /** Resolves when no batch is starting replays (their runs may still be waiting for human input). */
  async idle(): Promise<void> {
    await Promise.all([...this.batches.values()].map((batch) => batch.done));
  }

  /** `concurrency` workers take the pairs in order; each starts a replay and waits until it has stopped executing. */
  private async execute(batch: KeptBatch): Promise<void> {
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < batch.pairs.length; index = next++) {
        const pair = batch.pairs[index]!;
        pair.started = true;
        try {
          const replay = startReplay(this.deps, batch.workspaceId, pair.original.id, { version: batch.version, ...(batch.fromNodeId && { fromNodeId: batch.fromNodeId }) });
          pair.replayId = replay.id;
          await this.deps.runs.settled(replay.id);
        } catch (error) {
          pair.refused = reasonOf(error);
        }
      }
    };
    // Started on the next turn, so the call that made the batch answers first.
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all(Array.from({ length: Math.min(batch.concurrency, batch.pairs.length) }, worker));
  }

  private view(batch: KeptBatch): RunBatch {
    const replays = batch.pairs.map(({ replayId }) => (replayId ? this.deps.runs.run(batch.workspaceId, replayId) : undefined));
    const pairs: RunBatchPair[] = batch.pairs.map(({ original, refused }, index) => {
      const replay = replays[index];
      return { original: { runId: original.id, status: original.status }, replay: replay ? { runId: replay.id, status: replay.status } : null, refused };
    });
    const finished = pairs.filter((pair) => pair.refused !== null || (pair.replay && isFinished(pair.replay.status)));
    const queued = batch.pairs.filter((pair) => !pair.started).length;
    const failedBefore = pairs.filter((pair) => pair.original.status !== 'succeeded');
    const succeededBefore = pairs.filter((pair) => pair.original.status === 'succeeded');
    const completed = finished.length === pairs.length;
    const ends = replays.flatMap((replay) => (replay?.endedAt ? [replay.endedAt] : []));
    return {
      id: batch.id,
      status: completed ? 'completed' : 'running',
      version: batch.version,
      fromNodeId: batch.fromNodeId,
      concurrency: batch.concurrency,
      createdAt: batch.createdAt,
      endedAt: completed ? ends.reduce((latest, end) => (end > latest ? end : latest), batch.createdAt) : null,
      progress: { total: pairs.length, queued, running: pairs.length - queued - finished.length, finished: finished.length },
      outcome: {
        originalsFailed: failedBefore.length,
        nowSucceed: failedBefore.filter((pair) => pair.replay?.status === 'succeeded').length,
        originalsSucceeded: succeededBefore.length,
        nowFail: succeededBefore.filter((pair) => pair.replay && isFinished(pair.replay.status) && pair.replay.status !== 'succeeded').length,
        refused: pairs.filter((pair) => pair.refused !== null).length,
      },
      pairs,
    };
  }
}
