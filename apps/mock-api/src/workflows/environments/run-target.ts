import { createHash, randomUUID } from 'node:crypto';
import { DEFAULT_ENVIRONMENT, ENVIRONMENT_MESSAGES, environmentHasNoVersion, FIXED_ENVIRONMENTS } from '@agentdeck/api-client/rules';
import { HttpError } from '../../middleware/errors';
import type { Store } from '../../store/store';
import { environmentsOf } from './environment-records';

/** What an API or broker run names: a version (or the draft), an environment, or neither. */
export interface RunTargetRequest {
  version?: string;
  environment?: string;
  /** The session the run belongs to: its runs draw the same side of a canary. */
  sessionId?: string;
}

/** The version the run walks (undefined: the latest, as before environments) and the environment it came through, if any. */
export interface RunTarget {
  version: string | undefined;
  environment?: string;
}

/**
 * Whether a run of the session goes to the canary: a hash of the environment, the candidate and
 * the session, read as a number from 0 to 99, below the share. One session keeps one side while
 * the canary lasts.
 */
export function drawsCanary(environment: string, canary: { version: string; percent: number }, sessionId: string): boolean {
  const digest = createHash('sha256').update(`${environment}\n${canary.version}\n${sessionId}`).digest();
  return digest.readUInt32BE(0) % 100 < canary.percent;
}

/**
 * Resolves a run's environment to a version (design section 1.6). A named environment must exist
 * (404) and point at a version (409). Naming nothing takes `production` when it points at a
 * version, else the latest version as before environments existed. A run without a session draws
 * by a fresh id, as by its own run's id.
 */
export function resolveRunTarget(store: Store, workspaceId: string, workflowId: string, request: RunTargetRequest): RunTarget {
  if (request.version !== undefined) return { version: request.version };
  const name = request.environment ?? DEFAULT_ENVIRONMENT;
  const environment = environmentsOf(store).get(workspaceId, workflowId, name);
  if (request.environment === undefined && !environment?.version) return { version: undefined };
  // production and staging exist on every workflow, written only when first read or moved.
  const fixed = (FIXED_ENVIRONMENTS as readonly string[]).includes(name);
  if (!environment && !fixed) throw new HttpError(404, ENVIRONMENT_MESSAGES.notFound, [`environment: No environment ‘${name}’ on this workflow`]);
  if (!environment?.version) throw new HttpError(409, environmentHasNoVersion(name));
  const { canary } = environment;
  const version = canary && drawsCanary(name, canary, request.sessionId ?? randomUUID()) ? canary.version : environment.version;
  return { version, environment: name };
}
