import { randomUUID } from 'node:crypto';
import type { Environment, EnvironmentMove, MoveKind } from '@agentdeck/api-client';

export interface Mover {
  id: string;
  name: string;
}

/** The version a rollback returns to: where the deploy that brought the environment to its current version came from (one step). */
export function previousVersion(moves: readonly EnvironmentMove[], current: string | null): string | null {
  if (current === null) return null;
  const arrival = moves.find((move) => move.status === 'moved' && move.kind === 'deploy' && move.to === current && move.from !== current);
  return arrival?.from ?? null;
}

/** A move of the environment as it is, to `to` with the canary after; `status` moved unless given. */
export function newMove(
  environment: Environment,
  fields: { kind: MoveKind; to: string | null; canary: EnvironmentMove['canary']; by: Mover; at: string; reason?: string; override?: boolean } & Partial<Pick<EnvironmentMove, 'status' | 'gate'>>,
): EnvironmentMove {
  return {
    id: randomUUID(),
    workflowId: environment.workflowId,
    environment: environment.name,
    kind: fields.kind,
    status: fields.status ?? 'moved',
    from: environment.version,
    to: fields.to,
    canary: fields.canary,
    by: { id: fields.by.id, name: fields.by.name },
    at: fields.at,
    reason: fields.reason?.trim() ? fields.reason.trim() : null,
    override: fields.override ?? false,
    gate: fields.gate ?? null,
  };
}

/** The environment once the move is made: its version and canary as the move leaves them, a new revision. */
export function moved(environment: Environment, move: EnvironmentMove): Environment {
  const canary = move.canary
    ? { ...move.canary, since: environment.canary?.version === move.canary.version && environment.version === move.to ? environment.canary.since : move.at }
    : null;
  return { ...environment, version: move.to, canary, revision: environment.revision + 1, pendingMoveId: null, updatedAt: move.at };
}
