import { randomUUID } from 'node:crypto';
import type { Dataset, DatasetChange, DatasetChangeKind, DatasetItem, DatasetVersion } from '@agentdeck/api-client';
import type Database from 'better-sqlite3';
import { DuplicateNameError, nameKey, type Store } from '../store/store';

/** What an item holds, without its ids and versions. */
export type ItemContent = Pick<DatasetItem, 'input' | 'expectedOutput' | 'metadata' | 'sourceRunId' | 'sourceLearningId'>;

/** Who makes a change, and when. */
export interface ChangeBy {
  by: string;
  at: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * Datasets, their versions and their items' revisions (design section 3.5). A new dataset is
 * version 1, empty; each change writes one version in one transaction with its items.
 */
export class DatasetRecords {
  private readonly db: Database.Database;

  /** `newId` names datasets and items: random by default, a seeded sequence for the seed. */
  constructor(
    private readonly store: Store,
    private readonly newId: () => string = randomUUID,
  ) {
    this.db = store.db;
  }

  list(workspaceId: string): Dataset[] {
    return this.db
      .prepare<[string], { json: string }>('SELECT json FROM datasets WHERE workspace_id = ? ORDER BY name_key')
      .all(workspaceId)
      .map((row) => JSON.parse(row.json) as Dataset);
  }

  /** The dataset, only when it belongs to the workspace. */
  get(workspaceId: string, id: string): Dataset | undefined {
    const row = this.db.prepare<[string, string], { json: string }>('SELECT json FROM datasets WHERE workspace_id = ? AND id = ?').get(workspaceId, id);
    return row ? (JSON.parse(row.json) as Dataset) : undefined;
  }

  /** @throws DuplicateNameError when the workspace has a dataset of that name. */
  create(workspaceId: string, fields: Pick<Dataset, 'name' | 'description'>, change: ChangeBy): Dataset {
    const dataset: Dataset = {
      id: this.newId(), ...fields, itemCount: 0, currentVersion: 1, createdAt: change.at, createdBy: change.by, updatedAt: change.at,
    };
    this.store.transaction(() => {
      this.writeName(() =>
        this.db.prepare('INSERT INTO datasets (workspace_id, id, name_key, json) VALUES (?, ?, ?, ?)').run(workspaceId, dataset.id, nameKey(dataset.name), JSON.stringify(dataset)),
      );
      this.insertVersion(dataset.id, { version: 1, change: 'created', added: 0, changed: 0, removed: 0, itemCount: 0, createdAt: change.at, createdBy: change.by });
    });
    return dataset;
  }

  /** @throws DuplicateNameError when another dataset of the workspace has that name. */
  update(dataset: Dataset, fields: Partial<Pick<Dataset, 'name' | 'description'>>, at: string): Dataset {
    const updated: Dataset = { ...dataset, ...fields, updatedAt: at };
    this.save(updated);
    return updated;
  }

  delete(dataset: Dataset): void {
    this.store.transaction(() => {
      for (const table of ['dataset_items', 'dataset_versions']) this.db.prepare(`DELETE FROM ${table} WHERE dataset_id = ?`).run(dataset.id);
      this.db.prepare('DELETE FROM datasets WHERE id = ?').run(dataset.id);
    });
  }

  versions(datasetId: string): DatasetVersion[] {
    return this.db
      .prepare<[string], { json: string }>('SELECT json FROM dataset_versions WHERE dataset_id = ? ORDER BY version DESC')
      .all(datasetId)
      .map((row) => JSON.parse(row.json) as DatasetVersion);
  }

  /** The items of a version as they were in it, in the order they were added. */
  items(datasetId: string, version: number): DatasetItem[] {
    return this.db
      .prepare<[string, number, number], { json: string }>(
        'SELECT json FROM dataset_items WHERE dataset_id = ? AND valid_from <= ? AND (valid_to IS NULL OR valid_to > ?) ORDER BY position',
      )
      .all(datasetId, version, version)
      .map((row) => JSON.parse(row.json) as DatasetItem);
  }

  /** The item as it is now; undefined when the current version does not hold it. */
  currentItem(datasetId: string, itemId: string): DatasetItem | undefined {
    const row = this.db
      .prepare<[string, string], { json: string }>('SELECT json FROM dataset_items WHERE dataset_id = ? AND item_id = ? AND valid_to IS NULL')
      .get(datasetId, itemId);
    return row ? (JSON.parse(row.json) as DatasetItem) : undefined;
  }

  /** Adds items as one version ('added' by hand or from runs, 'imported' from a file). */
  addItems(dataset: Dataset, contents: ItemContent[], kind: Extract<DatasetChangeKind, 'added' | 'imported'>, change: ChangeBy): DatasetChange {
    return this.change(dataset, { kind, added: contents.length, changed: 0, removed: 0 }, change, (version) => {
      const start = this.db.prepare<[string], { next: number }>('SELECT COALESCE(MAX(position), 0) + 1 AS next FROM dataset_items WHERE dataset_id = ?').get(dataset.id)!.next;
      return contents.map((content, index) => {
        const item: DatasetItem = { id: this.newId(), datasetId: dataset.id, ...content, addedInVersion: version, changedInVersion: version };
        this.insertItem(item, start + index, version);
        return item;
      });
    });
  }

  /** Writes the item's new revision as one version. */
  updateItem(dataset: Dataset, current: DatasetItem, content: ItemContent, change: ChangeBy): DatasetChange {
    return this.change(dataset, { kind: 'changed', added: 0, changed: 1, removed: 0 }, change, (version) => {
      const position = this.closeItem(current, version);
      const item: DatasetItem = { ...current, ...content, changedInVersion: version };
      this.insertItem(item, position, version);
      return [item];
    });
  }

  /** Removes the item from the next version on (older versions keep it). */
  removeItem(dataset: Dataset, current: DatasetItem, change: ChangeBy): DatasetChange {
    return this.change(dataset, { kind: 'removed', added: 0, changed: 0, removed: 1 }, change, (version) => {
      this.closeItem(current, version);
      return [current];
    });
  }

  private change(
    dataset: Dataset,
    counts: Pick<DatasetVersion, 'added' | 'changed' | 'removed'> & { kind: DatasetChangeKind },
    change: ChangeBy,
    write: (version: number) => DatasetItem[],
  ): DatasetChange {
    return this.store.transaction(() => {
      const version = dataset.currentVersion + 1;
      const items = write(version);
      const itemCount = dataset.itemCount + counts.added - counts.removed;
      const record: DatasetVersion = {
        version, change: counts.kind, added: counts.added, changed: counts.changed, removed: counts.removed, itemCount, createdAt: change.at, createdBy: change.by,
      };
      this.insertVersion(dataset.id, record);
      this.save({ ...dataset, currentVersion: version, itemCount, updatedAt: change.at });
      return { version: record, items };
    });
  }

  /** Ends the item's open revision before `version`; answers its position. */
  private closeItem(item: DatasetItem, version: number): number {
    const row = this.db
      .prepare<[string, string], { position: number }>('SELECT position FROM dataset_items WHERE dataset_id = ? AND item_id = ? AND valid_to IS NULL')
      .get(item.datasetId, item.id)!;
    this.db.prepare('UPDATE dataset_items SET valid_to = ? WHERE dataset_id = ? AND item_id = ? AND valid_to IS NULL').run(version, item.datasetId, item.id);
    return row.position;
  }

  private insertItem(item: DatasetItem, position: number, version: number): void {
    this.db
      .prepare('INSERT INTO dataset_items (dataset_id, item_id, position, valid_from, json) VALUES (?, ?, ?, ?, ?)')
      .run(item.datasetId, item.id, position, version, JSON.stringify(item));
  }

  private insertVersion(datasetId: string, version: DatasetVersion): void {
    this.db.prepare('INSERT INTO dataset_versions (dataset_id, version, json) VALUES (?, ?, ?)').run(datasetId, version.version, JSON.stringify(version));
  }

  private save(dataset: Dataset): void {
    this.writeName(() => this.db.prepare('UPDATE datasets SET name_key = ?, json = ? WHERE id = ?').run(nameKey(dataset.name), JSON.stringify(dataset), dataset.id));
  }

  private writeName(write: () => void): void {
    try {
      write();
    } catch (error) {
      throw isUniqueViolation(error) ? new DuplicateNameError() : error;
    }
  }
}
