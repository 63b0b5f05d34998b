import { ApiError, type Environment, type MoveEnvironmentBody, type MoveEnvironmentResult } from '@agentdeck/api-client';
import { useEnvironmentHistory, useEnvironments, useMoveEnvironment } from '@agentdeck/api-client/hooks';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiErrorReasons } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

/** Why a move did not happen: the server's reasons, those naming a field (`reason: …`) kept apart to show beside it. */
export interface MoveFailure {
  reasons: string[];
  field: Partial<Record<'reason' | 'percent', string>>;
}

function failureOf(error: unknown): MoveFailure {
  const reasons = apiErrorReasons(error, "We couldn't move the environment");
  const field: MoveFailure['field'] = {};
  const rest = reasons.filter((reason) => {
    const match = /^(reason|canary\.percent|percent): (.*)$/.exec(reason);
    if (!match) return true;
    field[match[1] === 'reason' ? 'reason' : 'percent'] = match[2];
    return false;
  });
  // A 409 names the revision it expected: say where the environment points now (read again below).
  return { reasons: error instanceof ApiError && error.status === 409 ? [error.message, ...rest.filter((reason) => !reason.startsWith('revision:'))] : rest, field };
}

/**
 * One PUT of an environment from the revision the member saw (design section 1.6), then the
 * environments and the history read again. A 409 (another move came first) reads them again too,
 * so the dialog shows where the environment points now.
 */
export function useMove(workflowId: string) {
  const { id: wid } = useCurrentWorkspace();
  const { trigger, isMutating } = useMoveEnvironment();
  const { mutate } = useSWRConfig();
  const [failure, setFailure] = useState<MoveFailure>();

  const refresh = (name: string) =>
    Promise.all([mutate(useEnvironments.keyOf({ params: { wid, id: workflowId } })), mutate(useEnvironmentHistory.keyOf({ params: { wid, id: workflowId, name } }))]);

  const move = async (environment: Environment, body: Omit<MoveEnvironmentBody, 'revision'>): Promise<MoveEnvironmentResult | undefined> => {
    setFailure(undefined);
    try {
      const result = await trigger({ params: { wid, id: workflowId, name: environment.name }, body: { ...body, revision: environment.revision } });
      await refresh(environment.name);
      return result;
    } catch (error) {
      setFailure(failureOf(error));
      if (error instanceof ApiError && error.status === 409) await refresh(environment.name);
      return undefined;
    }
  };
  return { move, isMoving: isMutating, failure, clearFailure: () => setFailure(undefined) };
}
