import type { ResourceKey } from '@agentdeck/api-client';
import { AlertDialog, toast } from '@agentdeck/ui';
import { useState } from 'react';
import { apiErrorMessage } from '../api-error-message';
import { RecordUses } from './RecordUses';

export interface DeleteRecordDialogProps<T extends { id: string }> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The record to delete. */
  record: T | undefined;
  /** 'Delete Vault', 'Delete LLM Connection'. */
  title: string;
  /** The record's name, for the failure line. */
  nameOf: (record: T) => string;
  /** What deleting this record does, for the confirmation text. */
  describe: (record: T) => string;
  /** The delete call. */
  remove: (record: T) => Promise<unknown>;
  /** The success toast, such as 'Vault deleted successfully'. */
  deletedMessage: string;
  /** The failure text when the server gives no message of its own. */
  failedMessage: string;
  /** The record's resource, when other records may use it: the dialog then lists them before the user confirms. */
  usedBy?: ResourceKey;
  /** Appears at once where it takes the place of its loading state (`LoadingSurface`). */
  appearsInPlace?: boolean;
}

/**
 * Asks before deleting a record, then deletes it and says so in a toast. A failed delete (a
 * forbidden one, 403, included) is an error toast with the server's message and never a redirect
 * (spec 000 section 6, spec 001 section 6); the dialog stays open and says why under its text,
 * so the user can try again or cancel. With `usedBy`, it first lists the records using the one to
 * delete ('Used by 2 agents: Claims triage, Intake'); the delete stays possible meanwhile.
 */
export function DeleteRecordDialog<T extends { id: string }>({
  isOpen,
  onOpenChange,
  record,
  title,
  nameOf,
  describe,
  remove,
  deletedMessage,
  failedMessage,
  usedBy,
  appearsInPlace,
}: DeleteRecordDialogProps<T>) {
  const [failure, setFailure] = useState<string>();
  const confirm = async (target: T) => {
    setFailure(undefined);
    try {
      await remove(target);
    } catch (error) {
      const message = apiErrorMessage(error, failedMessage);
      toast.error(message);
      setFailure(`We couldn't delete '${nameOf(target)}': ${message}`);
      throw error;
    }
    toast.success(deletedMessage);
  };
  return (
    <AlertDialog
      isOpen={isOpen}
      appearsInPlace={appearsInPlace}
      onOpenChange={(open) => {
        if (!open) setFailure(undefined);
        onOpenChange(open);
      }}
      title={title}
      confirmLabel="Delete"
      pendingLabel="Deleting"
      errorMessage={failure}
      onConfirm={() => (record === undefined ? undefined : confirm(record))}
      details={isOpen && record !== undefined && usedBy ? <RecordUses resource={usedBy} id={record.id} /> : undefined}
    >
      {record === undefined ? '' : describe(record)}
    </AlertDialog>
  );
}
