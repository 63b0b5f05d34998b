import {
  createEnvironmentBodySchema,
  moveEnvironmentBodySchema,
  type Environment,
  type EnvironmentMove,
} from '@agentdeck/api-client';
import { ENVIRONMENT_MESSAGES, environmentRevisionBehind, environmentVersionMissing, FIXED_ENVIRONMENTS } from '@agentdeck/api-client/rules';
import { Router, type Response } from 'express';
import type { z } from 'zod';
import { HttpError, sendData } from '../middleware/errors';
import { validate } from '../middleware/validate';
import { isSuperAdmin } from '../seed/identity';
import type { Store } from '../store/store';
import { emptyEnvironment, environmentsOf } from '../workflows/environments/environment-records';
import { moved, newMove, previousVersion, type Mover } from '../workflows/environments/moves';
import type { Promotions } from '../workflows/environments/promotion';
import type { DatasetRecords } from '../testing-studio/dataset-records';
import { foundRecord, writableRecord } from './record-guards';

type MoveBody = z.output<typeof moveEnvironmentBodySchema>;

/**
 * `/workspaces/{wid}/workflows/{id}/environments` (design section 1.6), behind requireWorkspace:
 * another workspace's workflow is not reachable (403 on its path, 404 by id). `production` and
 * `staging` are written the first time a workflow's environments are read or moved.
 */
export function environmentRoutes(store: Store, datasets: DatasetRecords, promotions: Promotions, now: () => Date): Router {
  const router = Router({ mergeParams: true });
  const records = environmentsOf(store);
  const mover = (res: Response): Mover => ({ id: res.locals.user.id, name: res.locals.user.name });
  const isAdmin = (res: Response) => isSuperAdmin(res.locals.user);

  const environmentOf = (wid: string, workflowId: string, name: string): Environment => {
    records.ensureFixed(wid, workflowId, now().toISOString());
    const environment = records.get(wid, workflowId, name);
    if (!environment) throw new HttpError(404, ENVIRONMENT_MESSAGES.notFound, [`name: No environment ‘${name}’ on this workflow`]);
    return environment;
  };
  const assertGateDataset = (wid: string, gate: Environment['gate'] | undefined) => {
    if (gate && !datasets.get(wid, gate.datasetId)) throw new HttpError(400, 'Validation failed', [`gate.${ENVIRONMENT_MESSAGES.gateDataset}`]);
  };

  router.get('/:id/environments', (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = foundRecord(store, res, 'workflow', req.params.id as string);
    records.ensureFixed(wid, workflow.id, now().toISOString());
    sendData(res, records.list(wid, workflow.id));
  });

  router.post('/:id/environments', validate(createEnvironmentBodySchema), (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string);
    const body = res.locals.body as z.output<typeof createEnvironmentBodySchema>;
    if ((body.protected || body.gate) && !isAdmin(res)) throw new HttpError(403, ENVIRONMENT_MESSAGES.protectedSettings);
    assertGateDataset(wid, body.gate);
    records.ensureFixed(wid, workflow.id, now().toISOString());
    if (records.get(wid, workflow.id, body.name)) throw new HttpError(409, ENVIRONMENT_MESSAGES.exists, [`name: ${ENVIRONMENT_MESSAGES.exists}`]);
    const environment = emptyEnvironment(workflow.id, body.name, now().toISOString(), { protected: body.protected, gate: body.gate });
    records.put(wid, environment);
    sendData(res, environment, 201);
  });

  router.put('/:id/environments/:name', validate(moveEnvironmentBodySchema), (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string);
    const body = res.locals.body as MoveBody;
    const environment = environmentOf(wid, workflow.id, req.params.name as string);
    const moves = body.version !== undefined || body.canary !== undefined || body.rollback !== undefined;
    if ((body.protected !== undefined || body.gate !== undefined) && !isAdmin(res)) throw new HttpError(403, ENVIRONMENT_MESSAGES.protectedSettings);
    if (moves && environment.protected && !isAdmin(res)) throw new HttpError(403, ENVIRONMENT_MESSAGES.protectedMove);
    if (body.override && !isAdmin(res)) throw new HttpError(403, ENVIRONMENT_MESSAGES.overrideAdmin);
    if (body.revision !== environment.revision) {
      throw new HttpError(409, ENVIRONMENT_MESSAGES.changed, [environmentRevisionBehind(environment.revision, body.revision)], { current: environment });
    }
    if (environment.pendingMoveId) throw new HttpError(409, ENVIRONMENT_MESSAGES.pending, [], { current: environment });
    const missing = [body.version, body.canary?.version].filter((version): version is string => version !== undefined && !store.versions.get(wid, workflow.id, version));
    if (missing.length > 0) throw new HttpError(404, 'Version not found', missing.map(environmentVersionMissing));
    assertGateDataset(wid, body.gate);
    const settled = {
      ...environment,
      ...(body.protected !== undefined && { protected: body.protected }),
      ...(body.gate !== undefined && { gate: body.gate }),
    };
    const at = now().toISOString();
    if (!moves) {
      const changed = { ...settled, revision: environment.revision + 1, updatedAt: at };
      records.put(wid, changed);
      return sendData(res, { environment: changed, move: null });
    }
    const move = planMove(settled, body, records.moves(wid, workflow.id, environment.name), { by: mover(res), at });
    const gated = move.kind === 'deploy' && settled.gate !== null && !body.override && move.to !== settled.version;
    if (gated) {
      const pending: EnvironmentMove = { ...move, status: 'pending', gate: { experimentId: '', baselineId: null, passed: null, checks: [], error: null, reportPath: '' } };
      const waiting = { ...settled, pendingMoveId: pending.id, revision: environment.revision + 1, updatedAt: at };
      store.transaction(() => {
        records.put(wid, waiting);
        records.addMove(wid, pending);
      });
      promotions.start(wid, waiting, pending, res.locals.user.name);
      return sendData(res, { environment: waiting, move: pending }, 202);
    }
    const made = body.override ? { ...move, gate: lastRefusal(records.moves(wid, workflow.id, environment.name), move.to) } : move;
    const after = moved(settled, made);
    store.transaction(() => {
      records.put(wid, after);
      records.addMove(wid, made);
    });
    sendData(res, { environment: after, move: made });
  });

  router.delete('/:id/environments/:name', (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = writableRecord(store, res, 'workflow', req.params.id as string);
    const environment = environmentOf(wid, workflow.id, req.params.name as string);
    if ((FIXED_ENVIRONMENTS as readonly string[]).includes(environment.name)) throw new HttpError(400, ENVIRONMENT_MESSAGES.fixed, [`name: ${ENVIRONMENT_MESSAGES.fixed}`]);
    if (environment.protected && !isAdmin(res)) throw new HttpError(403, ENVIRONMENT_MESSAGES.protectedMove);
    store.transaction(() => records.delete(wid, workflow.id, environment.name));
    sendData(res, environment);
  });

  router.get('/:id/environments/:name/history', (req, res) => {
    const wid = res.locals.workspace.id;
    const workflow = foundRecord(store, res, 'workflow', req.params.id as string);
    const environment = environmentOf(wid, workflow.id, req.params.name as string);
    sendData(res, records.moves(wid, workflow.id, environment.name));
  });

  return router;
}

/** The move a PUT asks for: a rollback (ending a canary, else one version back), a deploy (which ends any canary unless one is given), or a canary. */
function planMove(environment: Environment, body: MoveBody, history: EnvironmentMove[], context: { by: Mover; at: string }): EnvironmentMove {
  const common = { ...context, reason: body.reason, override: body.override };
  if (body.rollback) {
    if (environment.canary) return newMove(environment, { ...common, kind: 'rollback', to: environment.version, canary: null });
    const previous = previousVersion(history, environment.version);
    if (previous === null) throw new HttpError(409, ENVIRONMENT_MESSAGES.noPrevious);
    return newMove(environment, { ...common, kind: 'rollback', to: previous, canary: null });
  }
  const to = body.version ?? environment.version;
  const canary = body.canary === undefined ? (body.version === undefined ? environment.canary : null) : body.canary;
  if (body.canary) {
    if (to === null) throw new HttpError(400, 'Validation failed', [`canary: ${ENVIRONMENT_MESSAGES.canaryEmpty}`]);
    if (body.canary.version === to) throw new HttpError(400, 'Validation failed', [`canary.version: ${ENVIRONMENT_MESSAGES.canarySame}`]);
  }
  const plain = canary && { version: canary.version, percent: canary.percent };
  return newMove(environment, { ...common, kind: body.version === undefined ? 'canary' : 'deploy', to, canary: plain ?? null });
}

/** An override keeps the gate result that refused the same version, so the history shows what was overridden. */
function lastRefusal(history: EnvironmentMove[], version: string | null): EnvironmentMove['gate'] {
  return history.find((move) => move.status === 'refused' && move.to === version)?.gate ?? null;
}
