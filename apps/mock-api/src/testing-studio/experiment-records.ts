import type { Experiment, ExperimentItem } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import type { Store } from '../store/store';

/** Experiments and, once finished, their items; a finished experiment is never written again. */
export class ExperimentRecords {
  readonly db: Database.Database;

  constructor(private readonly store: Store) {
    this.db = store.db;
  }

  insert(workspaceId: string, experiment: Experiment): void {
    this.db
      .prepare('INSERT INTO experiments (workspace_id, id, dataset_id, status, json) VALUES (?, ?, ?, ?, ?)')
      .run(workspaceId, experiment.id, experiment.datasetId, experiment.status, JSON.stringify(experiment));
  }

  /** Saves its progress, or its end with its items, in one transaction. */
  save(experiment: Experiment, items: ExperimentItem[] = []): void {
    this.store.transaction(() => {
      this.db.prepare('UPDATE experiments SET status = ?, json = ? WHERE id = ?').run(experiment.status, JSON.stringify(experiment), experiment.id);
      const insert = this.db.prepare('INSERT INTO experiment_items (experiment_id, position, json) VALUES (?, ?, ?)');
      items.forEach((item, position) => insert.run(experiment.id, position, JSON.stringify(item)));
    });
  }

  /** Newest first, of one dataset when given. */
  list(workspaceId: string, datasetId?: string): Experiment[] {
    const rows = datasetId === undefined
      ? this.db.prepare<[string], { json: string }>('SELECT json FROM experiments WHERE workspace_id = ? ORDER BY seq DESC').all(workspaceId)
      : this.db.prepare<[string, string], { json: string }>('SELECT json FROM experiments WHERE workspace_id = ? AND dataset_id = ? ORDER BY seq DESC').all(workspaceId, datasetId);
    return rows.map((row) => JSON.parse(row.json) as Experiment);
  }

  /** The experiment, only when it belongs to the workspace. */
  get(workspaceId: string, id: string): Experiment | undefined {
    const row = this.db.prepare<[string, string], { json: string }>('SELECT json FROM experiments WHERE workspace_id = ? AND id = ?').get(workspaceId, id);
    return row ? (JSON.parse(row.json) as Experiment) : undefined;
  }

  /** Its items in the order the report shows them. */
  items(experimentId: string): ExperimentItem[] {
    return this.db
      .prepare<[string], { json: string }>('SELECT json FROM experiment_items WHERE experiment_id = ? ORDER BY position')
      .all(experimentId)
      .map((row) => JSON.parse(row.json) as ExperimentItem);
  }

  /** Those a stopped process left queued or running, with their workspace. */
  unfinished(): { workspaceId: string; experiment: Experiment }[] {
    return this.db
      .prepare<[], { workspace_id: string; json: string }>("SELECT workspace_id, json FROM experiments WHERE status IN ('queued', 'running')")
      .all()
      .map((row) => ({ workspaceId: row.workspace_id, experiment: JSON.parse(row.json) as Experiment }));
  }
}
