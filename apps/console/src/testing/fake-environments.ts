import type { Environment, EnvironmentMove, MoveEnvironmentBody } from '@agentdeck/api-client';
import type { FakeApi } from './fake-api';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString();

export function fakeEnvironment(fields: Partial<Environment> = {}): Environment {
  return { workflowId: 'workflow-2', name: 'production', version: null, protected: false, gate: null, canary: null, revision: 1, pendingMoveId: null, updatedAt: at(0), ...fields };
}

export function fakeMove(fields: Partial<EnvironmentMove> = {}): EnvironmentMove {
  return {
    id: 'move-1',
    workflowId: 'workflow-2',
    environment: 'production',
    kind: 'deploy',
    status: 'moved',
    from: null,
    to: '1.0.0',
    canary: null,
    by: { id: 'u-admin', name: 'Ada Admin' },
    at: at(1),
    reason: null,
    override: false,
    gate: null,
    ...fields,
  };
}

/** What a gated deploy's experiment answers: the figures its move settles with once the history is read again. */
export type GateVerdict = Pick<NonNullable<EnvironmentMove['gate']>, 'passed' | 'checks'>;

/**
 * A workflow's environments in memory, for the console's browser tests: the list, each one's history
 * (newest first) and moves, as the mock API makes them. A deploy to a gated environment answers its
 * move `pending`; the history's next read settles it with `verdict` (refused when it did not pass,
 * unless overridden). Refusals (403, 409, 400) are the test's, through `api.refuse`. The rules
 * themselves are the mock API's (apps/mock-api/test/environment-*.test.ts).
 */
export function serveEnvironments(api: FakeApi, seed: { environments: Environment[]; history?: EnvironmentMove[]; verdict?: GateVerdict }) {
  const environments = seed.environments.map((environment) => ({ ...environment }));
  const history = [...(seed.history ?? [])];
  let nextId = 1;
  const nameOf = (path: string) => decodeURIComponent(/\/environments\/([^/]+)/.exec(path)![1]!);
  const settle = () => {
    for (const [index, move] of history.entries()) {
      if (move.status !== 'pending') continue;
      const passed = seed.verdict?.passed ?? true;
      history[index] = { ...move, status: passed ? 'moved' : 'refused', gate: { ...move.gate!, ...seed.verdict, passed } };
      const environment = environments.find((each) => each.name === move.environment)!;
      Object.assign(environment, { pendingMoveId: null, revision: environment.revision + 1, ...(passed ? { version: move.to } : {}) });
    }
  };
  api.answer('GET', /\/workflows\/[^/]+\/environments$/, ({ path }: { path: string }) => environments.filter((environment) => path.includes(`/workflows/${environment.workflowId}/`)));
  api.answer('GET', /\/environments\/[^/]+\/history$/, ({ path }: { path: string }) => {
    const found = history.filter((move) => move.environment === nameOf(path));
    settle();
    return found;
  });
  api.answer('PUT', /\/workflows\/[^/]+\/environments\/[^/]+$/, ({ path, body }: { path: string; body: unknown }) => {
    const request = body as MoveEnvironmentBody;
    const environment = environments.find((each) => each.name === nameOf(path))!;
    const previous = history.find((move) => move.environment === environment.name && move.status === 'moved' && move.kind === 'deploy' && move.to === environment.version)?.from ?? null;
    const to = request.rollback ? (environment.canary ? environment.version : previous) : (request.version ?? environment.version);
    const gated = environment.gate !== null && request.version !== undefined && !request.override;
    const move = fakeMove({
      id: `move-new-${nextId++}`,
      workflowId: environment.workflowId,
      environment: environment.name,
      kind: request.rollback ? 'rollback' : request.canary !== undefined ? 'canary' : 'deploy',
      status: gated ? 'pending' : 'moved',
      from: environment.version,
      to,
      canary: request.canary ?? null,
      at: at(30 + nextId),
      reason: request.reason ?? null,
      override: request.override ?? false,
      gate: environment.gate && request.version !== undefined ? { experimentId: 'exp-gate', baselineId: 'exp-base', passed: gated ? null : false, checks: [], error: null, reportPath: '/workspace/1001/testing-studio/report?experiment=exp-gate' } : null,
    });
    history.unshift(move);
    Object.assign(environment, gated ? { pendingMoveId: move.id, revision: environment.revision + 1 } : { version: to, canary: request.canary ? { ...request.canary, since: at(40) } : request.canary === null || request.rollback || request.version !== undefined ? null : environment.canary, revision: environment.revision + 1 });
    return { environment: { ...environment }, move };
  });
  return { environments: () => environments, history: () => history };
}
