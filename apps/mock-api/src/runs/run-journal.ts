import type { LogLine } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Listeners } from '../events/listeners';
import { projectRunEvent, type RunEventEntry, type RunReadModel } from './run-projector';
import type { StoredEvent } from './run-records';

/** Where appended events are told: a run's stream by run id, the log tails by workspace id (a line's position). */
export interface RunEventListeners {
  runs: Listeners<StoredEvent>;
  logs: Listeners<number>;
}

/**
 * One event to append. `state`: what the engine keeps to carry the run on (null once it has
 * ended); unchanged when undefined. `progress`: how far the run has walked, kept with a step's
 * end (design section 2.1b).
 */
export interface JournalEntry {
  entry: RunEventEntry;
  state?: unknown;
  progress?: object;
}

type Written = { entry: RunEventEntry; stored: StoredEvent; logSeq: number | undefined };

/** Entries waiting for the next turn of the event loop, with who waits for them to be on record. */
interface Queued {
  entries: readonly JournalEntry[];
  resolve: (stored: StoredEvent[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Appends to the runs' event logs. Each event, its projection and (when given) the engine's state
 * or progress are written in one transaction with the events written beside them, so a run read
 * back after a kill is whole; only then are the events told to their listeners.
 *
 * `append` writes at once (a run's start, acknowledged by the call's answer, and what the calls
 * that cancel or resume a run write). `commit` is for what a run's execution writes together (a
 * step's start, its end with its log line and progress, the run's end): it waits for the next turn
 * of the event loop, when every run's events queued meanwhile are written in one transaction, and
 * resolves once they are on record and told, so the runs going at once share a commit (each cost
 * more than its writes: on disk the WAL's, in memory SQLite's page cache's) and take turns with
 * the requests. Events keep their order: `append` writes the queued ones first.
 */
export class RunJournal {
  private readonly writeAll: (entries: readonly JournalEntry[]) => Written[];
  private readonly records: RunReadModel['records'];
  private queue: Queued[] = [];

  constructor(
    db: Database.Database,
    readModel: RunReadModel,
    private readonly listeners: RunEventListeners,
  ) {
    const { records } = readModel;
    this.records = records;
    this.writeAll = db.transaction((entries: readonly JournalEntry[]) =>
      entries.map(({ entry, state, progress }): Written => {
        const json = JSON.stringify(entry.data);
        let id: number;
        let logSeq: number | undefined;
        if (entry.event === 'log') ({ id, position: logSeq } = records.addLogLine(entry.workspaceId, entry.data as LogLine, json));
        else {
          id = records.addEvent(entry.run.id, entry.event, json);
          projectRunEvent(readModel, entry, json);
        }
        if (state !== undefined) records.saveState(entry.run.id, state as { sessionId?: string } | null);
        if (progress) records.saveProgress(entry.run.id, progress);
        return { entry, stored: { id, event: entry.event, data: entry.data, json }, logSeq };
      }),
    );
  }

  /** Writes the event now, after the events queued before it, in one transaction, and tells them. */
  append(entry: RunEventEntry, state?: unknown, progress?: object): StoredEvent {
    const queued = this.takeQueue();
    const entries = [...queued.flatMap((each) => each.entries), { entry, state, progress }];
    const written = this.writeQueued(queued, entries);
    return written.at(-1)!.stored;
  }

  /** Writes the events together at the next turn of the event loop, with every run's queued meanwhile; resolves once they are on record and told. */
  commit(entries: readonly JournalEntry[]): Promise<StoredEvent[]> {
    if (entries.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) setImmediate(() => this.flush());
      this.queue.push({ entries, resolve, reject });
    });
  }

  private takeQueue(): Queued[] {
    const queued = this.queue;
    this.queue = [];
    return queued;
  }

  private flush(): void {
    const queued = this.takeQueue();
    if (queued.length === 0) return;
    try {
      this.writeQueued(queued, queued.flatMap((each) => each.entries));
    } catch {
      // Those who wait for these events have the error.
    }
  }

  /**
   * Writes `entries` (the queued ones first), tells them, then answers those who wait; a failed
   * write (or a listener that throws) fails them all, as it fails the caller of `append`.
   */
  private writeQueued(queued: readonly Queued[], entries: readonly JournalEntry[]): Written[] {
    try {
      const written = this.writeAll(entries);
      for (const { entry, stored, logSeq } of written) {
        this.listeners.runs.tell(entry.run.id, stored);
        if (logSeq !== undefined) this.listeners.logs.tell(entry.workspaceId, logSeq);
      }
      let at = 0;
      for (const each of queued) {
        each.resolve(written.slice(at, at + each.entries.length).map((one) => one.stored));
        at += each.entries.length;
      }
      return written;
    } catch (error) {
      this.records.forgetRemembered();
      for (const each of queued) each.reject(error);
      throw error;
    }
  }
}
