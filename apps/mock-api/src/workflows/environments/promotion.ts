import { createExperimentBodySchema, type Environment, type EnvironmentGate, type EnvironmentMove, type Experiment } from '@agentdeck/api-client';
import { isDeepStrictEqual } from 'node:util';
import { HttpError } from '../../middleware/errors';
import type { Store } from '../../store/store';
import { planExperiment, type PlanContext } from '../../testing-studio/experiment-plan';
import type { ExperimentRunner } from '../../testing-studio/experiment-runner';
import { gate } from '../../testing-studio/experiment-summary';
import { environmentsOf } from './environment-records';
import { moved } from './moves';

export interface PromotionDeps {
  plan: PlanContext;
  runner: ExperimentRunner;
  clock: () => Date;
  log?: (line: string) => void;
}

const INTERRUPTED = 'The mock API stopped while the gate ran; promote again';

export const reportPath = (workspaceId: string, experimentId: string) => `/workspace/${workspaceId}/testing-studio/report?experiment=${experimentId}`;

/**
 * Promotion through a gate (design section 1.6): the experiment of the gate's dataset and scorers
 * on the candidate, against the environment's current version as baseline (each reused when one
 * of the same dataset version, scorers and versions completed), answered by the testing studio's
 * own gate (`GET …/experiments/{id}/gate`), then the pending move is made or refused.
 */
export class Promotions {
  private readonly running = new Map<string, Promise<void>>();

  constructor(private readonly deps: PromotionDeps) {}

  /** Runs the gate of a pending move in the background; `idle` waits for it. */
  start(workspaceId: string, environment: Environment, move: EnvironmentMove, by: string): void {
    const work = this.promote(workspaceId, environment, move, by)
      .catch((error: unknown) => this.finish(workspaceId, move.id, { passed: false, checks: [], error: error instanceof HttpError ? [error.message, ...error.errors].join(': ') : String(error) }))
      .catch((error: unknown) => this.deps.log?.(`promotion ${move.id} could not be recorded: ${String(error)}`))
      .finally(() => this.running.delete(move.id));
    this.running.set(move.id, work);
  }

  /** A move a stopped process left waiting for its gate is refused, saying so, so its environment can move again. */
  failInterrupted(): void {
    for (const { workspaceId, move } of environmentsOf(this.deps.plan.store).pendingMoves()) {
      this.finish(workspaceId, move.id, { passed: false, checks: [], error: INTERRUPTED });
    }
  }

  /** Resolves when no promotion waits for its gate. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  private async promote(workspaceId: string, environment: Environment, move: EnvironmentMove, by: string): Promise<void> {
    const gateOf = environment.gate!;
    const baseline = environment.version === null ? null : await this.experimentOf(workspaceId, environment.workflowId, gateOf, environment.version, null, by);
    const candidate = await this.experimentOf(workspaceId, environment.workflowId, gateOf, move.to!, baseline, by);
    const started = environmentsOf(this.deps.plan.store).move(workspaceId, move.id);
    if (started?.gate) environmentsOf(this.deps.plan.store).saveMove(workspaceId, { ...started, gate: { ...started.gate, experimentId: candidate.id, baselineId: baseline?.id ?? null, reportPath: reportPath(workspaceId, candidate.id) } });
    await this.deps.runner.settled(candidate.id);
    const finished = this.deps.plan.experiments.get(workspaceId, candidate.id)!;
    if (finished.status !== 'completed') return this.finish(workspaceId, move.id, { passed: false, checks: [], error: finished.error ?? `The gate's experiment ${finished.status}` });
    const result = gate(finished, { minPassRate: gateOf.minPassRate, minMean: [], maxRegressions: baseline ? gateOf.maxRegressed : undefined });
    this.finish(workspaceId, move.id, { passed: result.pass, checks: result.checks, error: null });
  }

  /** A completed experiment of the version on the gate's dataset (its current version) and scorers, against the baseline; started and waited for when none is. */
  private async experimentOf(workspaceId: string, workflowId: string, gateOf: EnvironmentGate, version: string, baseline: Experiment | null, by: string): Promise<Experiment> {
    const { datasets, experiments } = this.deps.plan;
    const dataset = datasets.get(workspaceId, gateOf.datasetId);
    if (!dataset) throw new HttpError(404, 'Dataset not found');
    const scorers = createExperimentBodySchema.shape.scorers.parse(gateOf.scorers);
    const reused = experiments.list(workspaceId, dataset.id).find(
      (each) =>
        each.status === 'completed' &&
        each.workflowId === workflowId &&
        each.version === version &&
        each.datasetVersion === dataset.currentVersion &&
        isDeepStrictEqual(each.scorers, scorers) &&
        (baseline === null || each.baselineId === baseline.id),
    );
    if (reused) return reused;
    const body = createExperimentBodySchema.parse({ datasetId: dataset.id, workflowId, version, scorers, ...(baseline && { baselineId: baseline.id }) });
    const started = this.deps.runner.start(planExperiment(this.deps.plan, workspaceId, body, by));
    await this.deps.runner.settled(started.id);
    return experiments.get(workspaceId, started.id)!;
  }

  /** Makes or refuses the pending move, as the gate answered, in one transaction. */
  private finish(workspaceId: string, moveId: string, answer: { passed: boolean; checks: NonNullable<EnvironmentMove['gate']>['checks']; error: string | null }): void {
    const store: Store = this.deps.plan.store;
    const records = environmentsOf(store);
    store.transaction(() => {
      const move = records.move(workspaceId, moveId);
      if (!move || move.status !== 'pending') return;
      const environment = records.get(workspaceId, move.workflowId, move.environment);
      const done: EnvironmentMove = { ...move, status: answer.passed ? 'moved' : 'refused', at: this.deps.clock().toISOString(), gate: { ...move.gate!, passed: answer.passed, checks: answer.checks, error: answer.error } };
      records.saveMove(workspaceId, done);
      if (!environment || environment.pendingMoveId !== moveId) return;
      records.put(
        workspaceId,
        answer.passed ? moved(environment, done) : { ...environment, pendingMoveId: null, revision: environment.revision + 1, updatedAt: done.at },
      );
    });
  }
}
