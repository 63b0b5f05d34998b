import { resources, type ResourceKey } from '@agentdeck/api-client';
import type { Response } from 'express';
import { HttpError } from '../middleware/errors';
import { DuplicateNameError, type Store, type StoredRecord } from '../store/store';

/**
 * The checks every write of a workspace record makes, thrown as `HttpError`s for the one error
 * handler. They run behind `requireWorkspace`: a record of another workspace is simply not
 * found (404, never its data).
 */

/** The deleted workspace can be read but refuses every write (403). */
export function assertWorkspaceActive(res: Response): void {
  if (res.locals.workspace.isDeleted) throw new HttpError(403, 'The workspace you are trying to access is no longer active');
}

export function foundRecord(store: Store, res: Response, key: ResourceKey, id: string): StoredRecord {
  const record = store.records.get(res.locals.workspace.id, key, id);
  if (!record) throw new HttpError(404, `${resources[key].label} not found`);
  return record;
}

/** The record, when it may be changed: 404 when it is not in the workspace, 403 when it is read-only. */
export function writableRecord(store: Store, res: Response, key: ResourceKey, id: string): StoredRecord {
  assertWorkspaceActive(res);
  const record = foundRecord(store, res, key, id);
  if (record.isReadOnly) throw new HttpError(403, `This ${resources[key].label} is read-only and cannot be changed`);
  return record;
}

/** Runs a write, answering 409 when it would give a second record of the resource the same name. */
export function withUniqueName<T>(key: ResourceKey, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof DuplicateNameError)) throw error;
    const { label, nameField } = resources[key];
    throw new HttpError(409, `A ${label} with this name already exists in this workspace`, [`${nameField}: Already exists`]);
  }
}
