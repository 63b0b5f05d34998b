import type { LogLine, Run, RunEventName, RunStatus, RunStep, RunSummary } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import { lineageOfStep, type LineageRun } from '../lineage/lineage-of-step';
import { LineageWriter } from '../lineage/lineage-writer';
import { logLineJson } from '../store/log-columns';
import type { Store } from '../store/store';

export interface StoredEvent {
  id: number;
  event: RunEventName;
  data: unknown;
  /** `data` as kept (JSON), which the streams send as it is. */
  json: string;
}

/**
 * What a finished run's usage and rollups read of each step (`runs/usage.ts`, `metrics/rollup-entries.ts`),
 * from the step's columns: `tokens` prompt and completion together, `activeMs` its duration less waits.
 */
export type StepFigures = Pick<RunStep, 'parentId' | 'kind' | 'model' | 'nodeId' | 'name' | 'status' | 'durationMs' | 'credits'> & {
  tokens: number;
  activeMs: number | null;
  /** The provider a model call went to (its `attributes.provider`); null for other steps. */
  provider: string | null;
};

export interface RunFilter {
  workflowId?: string;
  status?: RunStatus;
  version?: string;
  trigger?: string;
  /** Runs started through this environment (design section 1.6). */
  environment?: string;
  from?: string;
  to?: string;
  /** The `seq` below which the page starts (the cursor). */
  before?: number;
  limit: number;
}

/** Runs whose last event id is remembered at most (those waiting for human input stay until they end). */
const MAX_REMEMBERED_RUNS = 10_000;

/** The run's figures copied into columns for metrics (`store/metric-columns.ts`). */
const figuresOf = (run: Run) => [run.durationMs, run.activeMs, run.tokens, run.credits] as const;
const stepActiveMs = (step: RunStep) => (step.durationMs === null ? null : step.durationMs - step.waitingMs);
const stepFiguresOf = (step: RunStep) =>
  [step.parentId, step.kind, step.model, step.nodeId, step.name, step.status, step.durationMs, stepActiveMs(step), step.tokens.prompt + step.tokens.completion, step.credits] as const;

/**
 * The run, step, event and log records in the mock API's store (tables in
 * `store/run-tables.ts`). Every write is one statement or one transaction, so a run read back
 * after a restart is whole.
 */
export class RunRecords {
  private readonly db: Database.Database;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly lineage: LineageWriter;
  /**
   * The id of the last event of each run this writer has appended to, until the run finishes: the
   * next id without reading the log. A run another writer appended to since is read again.
   */
  private readonly lastEventIds = new Map<string, number>();

  constructor(store: Store) {
    this.db = store.db;
    this.lineage = new LineageWriter(store.db);
  }

  /** A statement prepared once per text: preparing one per event took most of a run's time in the store. */
  private prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement as unknown as Database.Statement<P, R>;
  }

  /** Keeps the run as its latest event has it (`run_events` is the source; this is its projection). */
  saveRun(workspaceId: string, run: Run, json = JSON.stringify(run)): void {
    this
      .prepare(
        `INSERT INTO runs (workspace_id, id, workflow_id, status, version, trigger, started_at, json, duration_ms, active_ms, tokens, credits) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status, json = excluded.json, duration_ms = excluded.duration_ms,
           active_ms = excluded.active_ms, tokens = excluded.tokens, credits = excluded.credits`,
      )
      .run(workspaceId, run.id, run.workflowId, run.status, run.version, run.trigger, run.startedAt, json, ...figuresOf(run));
    if (run.endedAt) this.lineage.forget(run.id);
  }

  /**
   * A write was rolled back: what this writer remembers of what is on record (each run's last
   * event id, the lineage its steps wrote) is read from the store again.
   */
  forgetRemembered(): void {
    this.lastEventIds.clear();
    this.lineage.forget();
  }

  /**
   * What the engine keeps to carry the run on (null once it has ended), and the broker session it
   * listens with. The whole state replaces the progress kept since (`saveProgress`).
   */
  saveState(runId: string, state: { sessionId?: string } | null): void {
    this.prepare('UPDATE runs SET state = ?, session_id = COALESCE(?, session_id) WHERE id = ?').run(state === null ? null : JSON.stringify(state), state?.sessionId ?? null, runId);
    this.prepare('DELETE FROM run_progress WHERE run_id = ?').run(runId);
  }

  /** How far the run has come since its state was saved (the fields it changes, without the graph, which a run does not change). */
  saveProgress(runId: string, progress: object): void {
    this.prepare('INSERT INTO run_progress (run_id, json) VALUES (?, ?) ON CONFLICT (run_id) DO UPDATE SET json = excluded.json').run(runId, JSON.stringify(progress));
  }

  /** The run, only when it belongs to the workspace. */
  run(workspaceId: string, runId: string): Run | undefined {
    const row = this.prepare<[string, string], { json: string }>('SELECT json FROM runs WHERE workspace_id = ? AND id = ?').get(workspaceId, runId);
    return row ? (JSON.parse(row.json) as Run) : undefined;
  }

  /** What the engine kept to carry a run on: its state with the progress saved since laid over it. */
  state<T>(runId: string): T | undefined {
    const row = this
      .prepare<[string], { state: string | null; progress: string | null }>('SELECT state, (SELECT json FROM run_progress WHERE run_id = runs.id) AS progress FROM runs WHERE id = ?')
      .get(runId);
    if (!row?.state) return undefined;
    const state = JSON.parse(row.state) as T;
    return row.progress ? { ...state, ...(JSON.parse(row.progress) as Partial<T>) } : state;
  }

  /** The waiting run of a broker session in the workspace, if any. */
  waitingRunOfSession(workspaceId: string, sessionId: string): Run | undefined {
    const row = this
      .prepare<[string, string], { json: string }>("SELECT json FROM runs WHERE workspace_id = ? AND session_id = ? AND status = 'waiting' ORDER BY seq DESC")
      .get(workspaceId, sessionId);
    return row ? (JSON.parse(row.json) as Run) : undefined;
  }

  /** Runs left queued or running, whatever the workspace: after a restart nothing executes them. */
  unfinishedRuns(): { workspaceId: string; run: Run }[] {
    return this
      .prepare<[], { workspace_id: string; json: string }>("SELECT workspace_id, json FROM runs WHERE status IN ('queued', 'running')")
      .all()
      .map((row) => ({ workspaceId: row.workspace_id, run: JSON.parse(row.json) as Run }));
  }

  /** A page of the workspace's runs, newest first, and the cursor of the next page. */
  listRuns(workspaceId: string, filter: RunFilter): { items: Run[]; nextSeq: number | null } {
    const where = ['workspace_id = ?'];
    const args: unknown[] = [workspaceId];
    const equal = { workflow_id: filter.workflowId, status: filter.status, version: filter.version, trigger: filter.trigger };
    for (const [column, value] of Object.entries(equal)) {
      if (value !== undefined) {
        where.push(`${column} = ?`);
        args.push(value);
      }
    }
    if (filter.environment !== undefined) {
      where.push("json_extract(json, '$.environment') = ?");
      args.push(filter.environment);
    }
    if (filter.from) {
      where.push('started_at >= ?');
      args.push(new Date(filter.from).toISOString());
    }
    if (filter.to) {
      where.push('started_at <= ?');
      args.push(new Date(filter.to).toISOString());
    }
    if (filter.before !== undefined) {
      where.push('seq < ?');
      args.push(filter.before);
    }
    const rows = this
      .prepare<unknown[], { seq: number; json: string }>(`SELECT seq, json FROM runs WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`)
      .all(...args, filter.limit + 1);
    const page = rows.slice(0, filter.limit);
    return { items: page.map((row) => JSON.parse(row.json) as Run), nextSeq: rows.length > filter.limit ? page.at(-1)!.seq : null };
  }

  /**
   * Each workflow of the workspace (the store's `records`, in their order) with its latest started
   * run and the count of its runs started at or after `from`. Two seeks per workflow in
   * `runs_by_workflow`: only the last run's JSON is read (for its error), no steps, so it stays
   * fast with 100,000 runs.
   */
  summary(workspaceId: string, from: Date): RunSummary['workflows'] {
    const rows = this
      .prepare<[string, string], { workflowId: string; id: string | null; status: RunStatus; startedAt: string; version: string; error: string | null; runs: number }>(
        `SELECT workflow.id AS workflowId, last.id, last.status, last.started_at AS startedAt, last.version, json_extract(last.json, '$.error') AS error,
           (SELECT COUNT(*) FROM runs counted
             WHERE counted.workspace_id = workflow.workspace_id AND counted.workflow_id = workflow.id AND counted.started_at >= ?) AS runs
         FROM records workflow
         LEFT JOIN runs last ON last.seq = (
           SELECT latest.seq FROM runs latest WHERE latest.workspace_id = workflow.workspace_id AND latest.workflow_id = workflow.id
           ORDER BY latest.started_at DESC, latest.seq DESC LIMIT 1)
         WHERE workflow.workspace_id = ? AND workflow.resource = 'workflow'
         ORDER BY workflow.seq`,
      )
      .all(from.toISOString(), workspaceId);
    return rows.map(({ workflowId, id, status, startedAt, version, error, runs }) => ({
      workflowId,
      lastRun: id === null ? null : { id, status, startedAt, version, error },
      runs,
    }));
  }

  /**
   * Keeps a step; a finished (or waiting) one passes its run, so what it read, wrote and called
   * joins the workspace's lineage (design section 3.4), in the transaction of the event that carries it.
   */
  saveStep(runId: string, step: RunStep, finished?: { workspaceId: string; run: LineageRun }, json = JSON.stringify(step)): void {
    const lineage = finished && { ...finished, found: lineageOfStep(finished.run, step) };
    const kept = lineage && lineage.found.edges.length > 0 ? lineage : undefined;
    this
        .prepare(
          `INSERT INTO run_steps (run_id, id, json, parent_id, kind, model, node_id, name, status, duration_ms, active_ms, tokens, credits) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET json = excluded.json, parent_id = excluded.parent_id, kind = excluded.kind, model = excluded.model,
             node_id = excluded.node_id, name = excluded.name, status = excluded.status, duration_ms = excluded.duration_ms,
             active_ms = excluded.active_ms, tokens = excluded.tokens, credits = excluded.credits`,
        )
        .run(runId, step.id, json, ...stepFiguresOf(step));
    if (kept) this.lineage.write(kept.workspaceId, kept.run, kept.found);
  }

  steps(runId: string): RunStep[] {
    return this
      .prepare<[string], { json: string }>('SELECT json FROM run_steps WHERE run_id = ? ORDER BY seq')
      .all(runId)
      .map((row) => JSON.parse(row.json) as RunStep);
  }

  /**
   * The figures of the run's steps in order, from their columns: a run's end reads them without
   * parsing each step's JSON (its input and output among them).
   */
  stepFigures(runId: string): StepFigures[] {
    return this
      .prepare<[string], StepFigures>(
        `SELECT parent_id AS parentId, kind, model, node_id AS nodeId, name, status, duration_ms AS durationMs, active_ms AS activeMs, tokens, credits,
           CASE WHEN kind = 'model' THEN json_extract(json, '$.attributes.provider') END AS provider
         FROM run_steps WHERE run_id = ? ORDER BY seq`,
      )
      .all(runId);
  }

  /**
   * The tokens and credits of the run's model steps, from their columns (`stepFiguresOf`): summed
   * without parsing each step's JSON, as a run's end asks.
   */
  modelSpend(runId: string): { tokens: number; credits: number } {
    return this
      .prepare<[string], { tokens: number; credits: number }>(
        "SELECT COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(credits), 0) AS credits FROM run_steps WHERE run_id = ? AND kind = 'model'",
      )
      .get(runId)!;
  }

  /**
   * Keeps an event of the run's stream (`json`: its data) and answers its id, one more than the
   * last (a log line is kept by `addLogLine`). The last id is remembered while the run goes on
   * (reading it from the log took a third of an event's write); should another writer have
   * appended since, the key refuses the id and it is read again.
   */
  addEvent(runId: string, event: Exclude<RunEventName, 'log'>, json: string): number {
    const insert = this.prepare('INSERT INTO run_events (run_id, seq, event, json) VALUES (?, ?, ?, ?)');
    return this.withNextEventId(runId, event, 'SQLITE_CONSTRAINT_PRIMARYKEY', (id) => insert.run(runId, id, event, json)).id;
  }

  /**
   * Writes with the run's next event id, read again when `refused` says another writer took it,
   * and remembers it while the run goes on.
   */
  private withNextEventId<T>(runId: string, event: RunEventName, refused: string, write: (id: number) => T): { id: number; written: T } {
    let id = (this.lastEventIds.get(runId) ?? this.lastEventId(runId)) + 1;
    let written: T;
    try {
      written = write(id);
    } catch (error) {
      if ((error as { code?: string }).code !== refused) throw error;
      id = this.lastEventId(runId) + 1;
      written = write(id);
    }
    if (event === 'run.finished') this.lastEventIds.delete(runId);
    else if (this.lastEventIds.size < MAX_REMEMBERED_RUNS || this.lastEventIds.has(runId)) this.lastEventIds.set(runId, id);
    return { id, written };
  }

  /**
   * The run's events after the given id, in order: its log lines from their index rows (where
   * their text is kept, `indexLogLine`), the other events from the run's log.
   */
  events(runId: string, afterId = 0): StoredEvent[] {
    return this
      .prepare<[string, number, string, number], { seq: number; event: RunEventName; json: string }>(
        `SELECT seq, event, json FROM run_events WHERE run_id = ? AND seq > ?
         UNION ALL SELECT event_seq AS seq, 'log' AS event, json FROM run_logs WHERE run_id = ? AND event_seq > ? AND json IS NOT NULL
         ORDER BY seq`,
      )
      .all(runId, afterId, runId, afterId)
      .map((row) => ({
        id: row.seq,
        event: row.event,
        json: row.json,
        // Read when asked: a stream replaying the events sends their JSON as kept.
        get data(): unknown {
          return JSON.parse(row.json);
        },
      }));
  }

  /**
   * Keeps a log line, an event of the run's stream (`json`: its text), in one row: its queried
   * fields in columns (`store/log-columns.ts`) beside its text, where the run's log kept the text
   * before (a row fewer a line). Answers its event id and its position in the workspace's lines.
   */
  addLogLine(workspaceId: string, line: LogLine, json: string): { id: number; position: number } {
    const insert = this.prepare(
      `INSERT INTO run_logs (workspace_id, run_id, event_seq, ts, level, line_id, workflow_id, workflow_name, version, node_id, node, message, duration_ms, attributes, json)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const attributes = JSON.stringify(line.attributes);
    const { id, written } = this.withNextEventId(line.runId, 'log', 'SQLITE_CONSTRAINT_UNIQUE', (eventId) =>
      insert.run(
        workspaceId, line.runId, eventId, line.ts, line.level, line.id, line.workflowId, line.workflowName, line.version, line.nodeId, line.node,
        line.message, line.durationMs ?? null, attributes, json,
      ),
    );
    return { id, position: Number(written.lastInsertRowid) };
  }

  logs(workspaceId: string, runId: string): LogLine[] {
    return this
      .prepare<[string, string], { json: string }>(`SELECT ${logLineJson} AS json FROM run_logs WHERE workspace_id = ? AND run_id = ? ORDER BY seq`)
      .all(workspaceId, runId)
      .map((row) => JSON.parse(row.json) as LogLine);
  }

  /** The id of the run's last event (0 before the first): a stream read after it misses nothing the run's record shows. */
  lastEventId(runId: string): number {
    return (
      this
        .prepare<[string, string], { seq: number | null }>(
          'SELECT MAX(COALESCE((SELECT MAX(seq) FROM run_events WHERE run_id = ?), 0), COALESCE((SELECT MAX(event_seq) FROM run_logs WHERE run_id = ?), 0)) AS seq',
        )
        .get(runId, runId)?.seq ?? 0
    );
  }
}
