import { randomUUID } from 'node:crypto';
import {
  scorerName,
  type Dataset,
  type DatasetItem,
  type Experiment,
  type ExperimentItem,
  type Run,
  type Scorer,
} from '@agentdeck/api-client';
import type { CheckedGraph } from '../runs/checked-start';
import type { RunService } from '../runs/run-service';
import type { DatasetRecords } from './dataset-records';
import type { ExperimentRecords } from './experiment-records';
import { compareItems, comparison, summarize } from './experiment-summary';
import { score } from './scorers';

/** Runs at a time: enough to overlap model latency, few enough that one experiment leaves the engine to others. */
export const EXPERIMENT_CONCURRENCY = 16;
const WAITED_FOR_REVIEW = 'The run waited for human input, which an experiment does not give: it was cancelled';
const INTERRUPTED = 'The mock API stopped while the experiment ran';

/** A checked request to run one dataset version through one published version or the draft (see `experiment-plan.ts`). */
export interface ExperimentPlan {
  workspaceId: string;
  name: string;
  dataset: Dataset;
  datasetVersion: number;
  workflow: { id: string; name: string };
  /** A published version, or `draft`. */
  version: string;
  /** The draft's revision, when it runs the draft. */
  revision: number | null;
  /** The graph each item's run walks, as the publish check passed it when the experiment was made. */
  checked: CheckedGraph;
  scorers: Scorer[];
  baseline: Experiment | null;
  createdBy: string;
}

export interface ExperimentRunnerOptions {
  records: ExperimentRecords;
  datasets: DatasetRecords;
  runs: RunService;
  clock: () => Date;
  /** Runs at a time; `EXPERIMENT_CONCURRENCY` by default (one on a simulated clock, which every run moves). */
  concurrency?: number;
  /** The ids of experiments; random by default, a seeded sequence for the seed. */
  newId?: () => string;
  log?: (line: string) => void;
}

const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * Runs experiments (design section 3.5): each item of the dataset version a run of the workflow
 * version through the engine (trigger `experiment`), a bounded number at a time, progress saved as
 * items finish; then each output scored, the summary, and against a baseline each item's outcome.
 */
export class ExperimentRunner {
  private readonly executions = new Map<string, Promise<void>>();

  constructor(private readonly options: ExperimentRunnerOptions) {}

  /** Keeps the experiment, queued, and starts it; answers at once (the call's 202). */
  start(plan: ExperimentPlan): Experiment {
    const items = this.options.datasets.items(plan.dataset.id, plan.datasetVersion);
    const experiment: Experiment = {
      id: (this.options.newId ?? randomUUID)(),
      name: plan.name,
      datasetId: plan.dataset.id,
      datasetName: plan.dataset.name,
      datasetVersion: plan.datasetVersion,
      workflowId: plan.workflow.id,
      workflowName: plan.workflow.name,
      version: plan.version,
      revision: plan.revision,
      scorers: plan.scorers,
      baselineId: plan.baseline?.id ?? null,
      status: 'queued',
      progress: { done: 0, total: items.length },
      error: null,
      createdAt: this.options.clock().toISOString(),
      createdBy: plan.createdBy,
      finishedAt: null,
      summary: null,
      comparison: null,
    };
    this.options.records.insert(plan.workspaceId, experiment);
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.execute(plan, experiment, items))
      .catch((error: unknown) => this.options.log?.(`experiment ${experiment.id} could not be recorded: ${(error as Error)?.message ?? String(error)}`))
      .finally(() => this.executions.delete(experiment.id));
    this.executions.set(experiment.id, done);
    return experiment;
  }

  /** Resolves when the experiment is no longer running (at once when it is not). */
  async settled(id: string): Promise<void> {
    await this.executions.get(id);
  }

  /** Resolves when no experiment is running. */
  async idle(): Promise<void> {
    while (this.executions.size > 0) await Promise.all(this.executions.values());
  }

  /** An experiment a stopped process left unfinished cannot go on: it fails, saying so. */
  failInterrupted(): void {
    for (const { experiment } of this.options.records.unfinished()) {
      this.options.records.save({ ...experiment, status: 'failed', error: INTERRUPTED, finishedAt: this.options.clock().toISOString() });
    }
  }

  private async execute(plan: ExperimentPlan, queued: Experiment, datasetItems: DatasetItem[]): Promise<void> {
    const { records } = this.options;
    let experiment: Experiment = { ...queued, status: 'running' };
    records.save(experiment);
    try {
      const results: ExperimentItem[] = new Array(datasetItems.length);
      let next = 0;
      const worker = async () => {
        while (next < datasetItems.length) {
          const index = next++;
          results[index] = await this.runItem(plan, experiment.id, datasetItems[index]!);
          experiment = { ...experiment, progress: { ...experiment.progress, done: experiment.progress.done + 1 } };
          records.save(experiment);
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.options.concurrency ?? EXPERIMENT_CONCURRENCY, datasetItems.length) }, worker));
      const summary = summarize(results, plan.scorers.map(scorerName));
      const items = plan.baseline ? compareItems(results, records.items(plan.baseline.id)) : results;
      experiment = {
        ...experiment,
        status: 'completed',
        finishedAt: this.options.clock().toISOString(),
        summary,
        comparison: plan.baseline ? comparison(items, summary, plan.baseline) : null,
      };
      records.save(experiment, items);
    } catch (error) {
      records.save({ ...experiment, status: 'failed', error: (error as Error)?.message ?? String(error), finishedAt: this.options.clock().toISOString() });
    }
  }

  private async runItem(plan: ExperimentPlan, experimentId: string, item: DatasetItem): Promise<ExperimentItem> {
    const { runs } = this.options;
    const started = runs.start(plan.workspaceId, {
      workflow: plan.workflow,
      checked: plan.checked,
      input: item.input,
      trigger: 'experiment',
      experimentId,
      datasetItemId: item.id,
    });
    await runs.settled(started.id);
    let run = runs.run(plan.workspaceId, started.id)!;
    const waited = run.status === 'waiting';
    if (waited) run = (await runs.cancel(plan.workspaceId, run.id))!;
    const latencyMs = run.durationMs ?? 0;
    const scores = plan.scorers.map((scorer) => score(scorer, { output: run.output, expectedOutput: item.expectedOutput, latencyMs }));
    return {
      datasetItemId: item.id,
      input: item.input,
      expectedOutput: item.expectedOutput,
      runId: run.id,
      runStatus: run.status,
      output: run.output,
      error: waited ? WAITED_FOR_REVIEW : run.error,
      scores,
      // A guardrail's block is the workflow's answer; a run that failed or was cancelled never passes.
      pass: answered(run) && scores.every((entry) => entry.pass),
      meanScore: mean(scores.map((entry) => entry.value)),
      latencyMs,
      tokens: run.tokens,
      outcome: null,
      baseline: null,
    };
  }
}

const answered = (run: Run) => run.status === 'succeeded' || run.status === 'blocked';
