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
 * Appends to a run's event log: the event, its projection and (when given) the engine's state
 * or progress to carry the run on are written in one transaction, so a run read back after a kill is whole;
 * then the event is told to its listeners.
 */
export class RunJournal {
  private readonly write: (entry: RunEventEntry, state: unknown, progress?: object) => { stored: StoredEvent; logSeq: number | undefined };

  constructor(
    db: Database.Database,
    readModel: RunReadModel,
    private readonly listeners: RunEventListeners,
  ) {
    const { records } = readModel;
    this.write = db.transaction((entry: RunEventEntry, state: unknown, progress?: object) => {
      const id = records.addEvent(entry.run.id, entry.event, entry.data);
      const logSeq = projectRunEvent(readModel, entry, id);
      if (state !== undefined) records.saveState(entry.run.id, state as { sessionId?: string } | null);
      if (progress) records.saveProgress(entry.run.id, progress);
      return { stored: { id, event: entry.event, data: entry.data }, logSeq };
    });
  }

  /**
   * `state`: what the engine keeps to carry the run on (null once it has ended); unchanged when
   * undefined. `progress`: how far the run has walked, kept with a step's end (design section 2.1b).
   */
  append(entry: RunEventEntry, state?: unknown, progress?: object): StoredEvent {
    const { stored, logSeq } = this.write(entry, state, progress);
    this.listeners.runs.tell(entry.run.id, stored);
    if (logSeq !== undefined) this.listeners.logs.tell(entry.workspaceId, logSeq);
    return stored;
  }
}
