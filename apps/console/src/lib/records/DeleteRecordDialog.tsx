import { AlertDialog, toast } from '@agentdeck/ui';
import { apiErrorMessage } from '../api-error-message';

export interface DeleteRecordDialogProps<T> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The record to delete. */
  record: T | undefined;
  /** 'Delete Vault', 'Delete LLM Connection'. */
  title: string;
  /** What deleting this record does, for the confirmation text. */
  describe: (record: T) => string;
  /** The delete call. */
  remove: (record: T) => Promise<unknown>;
  /** The success toast, such as 'Vault deleted successfully'. */
  deletedMessage: string;
  /** The toast when the server gives no message of its own. */
  failedMessage: string;
}

/**
 * Asks before deleting a record, then deletes it and says how it went in a toast. A failed
 * delete, a forbidden one (403) included, is an error toast with the server's message and never
 * a redirect (spec 000 section 6, spec 001 section 6).
 */
export function DeleteRecordDialog<T>({
  isOpen,
  onOpenChange,
  record,
  title,
  describe,
  remove,
  deletedMessage,
  failedMessage,
}: DeleteRecordDialogProps<T>) {
  const confirm = async (target: T) => {
    try {
      await remove(target);
      toast.success(deletedMessage);
    } catch (error) {
      toast.error(apiErrorMessage(error, failedMessage));
    }
  };
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      confirmLabel="Delete"
      pendingLabel="Deleting"
      onConfirm={() => (record === undefined ? undefined : confirm(record))}
    >
      {record === undefined ? '' : describe(record)}
    </AlertDialog>
  );
}
