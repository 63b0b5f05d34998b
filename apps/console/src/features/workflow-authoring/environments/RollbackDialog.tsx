import type { Environment } from '@agentdeck/api-client';
import { useEnvironmentHistory } from '@agentdeck/api-client/hooks';
import { AlertDialog, toast } from '@agentdeck/ui';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { rollbackTarget } from './environment-words';
import { useMove } from './use-move';

interface RollbackDialogProps {
  workflowId: string;
  /** The environment to roll back; undefined: the dialog is closed. */
  environment: Environment | undefined;
  onClose: () => void;
}

/**
 * 'Roll back' (design section 1.6): one step back to the version the current one came from, or
 * the end of a canary. Not gated, by design: the dialog says so and names where it returns to.
 */
export function RollbackDialog({ workflowId, environment, onClose }: RollbackDialogProps) {
  const { id: wid } = useCurrentWorkspace();
  const history = useEnvironmentHistory(environment ? { params: { wid, id: workflowId, name: environment.name } } : null);
  const { move, failure, clearFailure } = useMove(workflowId);
  const target = environment && rollbackTarget(history.data ?? [], environment.version);
  const what = !environment
    ? ''
    : environment.canary
      ? `This ends the canary: all of ${environment.name}'s runs go to ${environment.version ?? 'no version'} again, none to ${environment.canary.version}.`
      : history.isLoading
        ? `Reading ${environment.name}'s history…`
        : target
          ? `${environment.name} returns from ${environment.version ?? 'no version'} to ${target}, the version it was on before.`
          : `${environment.name} has no earlier version to return to.`;

  const confirm = async () => {
    if (!environment) return;
    const result = await move(environment, { rollback: true });
    if (!result) throw new Error('refused');
    toast.success(environment.canary ? `The canary of ${environment.name} ended` : `${environment.name} rolled back to ${result.environment.version ?? 'no version'}`);
  };

  return (
    <AlertDialog
      title={environment?.canary ? `End the canary of ${environment.name}` : `Roll back ${environment?.name ?? ''}`}
      isOpen={environment !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          clearFailure();
          onClose();
        }
      }}
      confirmLabel={environment?.canary ? 'End the canary' : target ? `Roll back to ${target}` : 'Roll back'}
      pendingLabel="Rolling back"
      variant="danger"
      onConfirm={confirm}
      errorMessage={failure?.reasons.join(' ')}
    >
      {`${what} A rollback is not gated, by design: it runs no experiment, so that a bad release can be undone at once. It is kept in the history.`}
    </AlertDialog>
  );
}
