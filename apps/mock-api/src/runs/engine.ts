import { randomUUID } from 'node:crypto';
import { rejectedInReviewError, RUN_MESSAGES } from '@agentdeck/api-client/rules';
import { FINISHED_RUN_STATUSES, type LogLine, type ResumeDecision, type Run, type RunStep, type RunWithSteps, type WorkflowGraph } from '@agentdeck/api-client';
import { approve, initialWalk, outcome } from '@agentdeck/api-client/workflow';
import { Listeners } from '../events/listeners';
import { MetricRollups } from '../metrics/metric-rollups';
import type { Store } from '../store/store';
import { workspaceRecords } from '../records/workspace-records';
import { BrokerMessageRecords } from './broker-message-records';
import { publishMessage } from './broker';
import { walkConcurrently } from './concurrent-walk';
import type { ModelGateway } from './model-gateway';
import type { NodeContext, TopicRef } from './node-context';
import { RunRecorder } from './recorder';
import { RunJournal, type RunEventListeners } from './run-journal';
import { RunRecords, type RunFilter, type StoredEvent } from './run-records';
import { RunConflict, type RunService, type StartRunRequest } from './run-service';
import { resumedWalk, walkOf, type HumanWait, type RunState } from './run-state';
import { isAbort, StepFailure } from './step-failure';

export interface RunEngineOptions {
  store: Store;
  gateway: ModelGateway;
  /** Upper bound of a tool call. */
  timeoutMs: number;
  clock: () => Date;
  /** The ids of runs, steps and log lines; random by default, a seeded sequence for the seeded history. */
  newId?: () => string;
  /** How tools and MCP servers are reached; the network by default. */
  fetch?: typeof fetch;
  /** Where an error the engine cannot record on the run goes (the store closed under it). */
  log?: (line: string) => void;
}

/** Why a call inside a node's step that a kill interrupted ended: the node runs again, making its calls anew. */
export const INTERRUPTED_CALL = 'Interrupted by a restart of the mock API; its node runs again';

const isFinished = (run: Run) => (FINISHED_RUN_STATUSES as readonly string[]).includes(run.status);

/**
 * The mock API's reference engine (design section 2.1): it walks a workflow graph in this
 * process by the rules of section 2.1a, the branches that can run side by side concurrently.
 * Its calls (start, cancel, resume, the event stream) and its records do not say how it
 * executes, so a durable engine could stand behind the same routes.
 */
export class RunEngine implements RunService {
  private readonly records: RunRecords;
  private readonly messages: BrokerMessageRecords;
  /** Where the run's events are appended; the seed and tests write a run's events through it as the engine does. */
  readonly journal: RunJournal;
  /** The metrics rollups its runs' ends add to; the seed holds them over its transactions (`MetricRollups.hold`). */
  readonly rollups: MetricRollups;
  private readonly listeners: RunEventListeners = { runs: new Listeners(), logs: new Listeners() };
  private readonly executions = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly newId: () => string;

  constructor(private readonly options: RunEngineOptions) {
    this.records = new RunRecords(options.store);
    this.messages = new BrokerMessageRecords(options.store.db);
    this.rollups = new MetricRollups(options.store.db);
    this.journal = new RunJournal(options.store.db, { records: this.records, usage: options.store.usage, rollups: this.rollups }, this.listeners);
    this.newId = options.newId ?? randomUUID;
  }

  subscribe(runId: string, listener: (event: StoredEvent) => void): () => void {
    return this.listeners.runs.listen(runId, listener);
  }

  subscribeLogs(workspaceId: string, listener: (seq: number) => void): () => void {
    return this.listeners.logs.listen(workspaceId, listener);
  }

  run(workspaceId: string, runId: string): Run | undefined {
    return this.records.run(workspaceId, runId);
  }

  detail(workspaceId: string, runId: string): RunWithSteps | undefined {
    const run = this.records.run(workspaceId, runId);
    return run && { ...run, steps: this.records.steps(runId), lastEventId: this.records.lastEventId(runId) };
  }

  list(workspaceId: string, filter: RunFilter) {
    return this.records.listRuns(workspaceId, filter);
  }

  summary(workspaceId: string, from: Date) {
    return this.records.summary(workspaceId, from);
  }

  events(runId: string, afterId: number): StoredEvent[] {
    return this.records.events(runId, afterId);
  }

  logs(workspaceId: string, runId: string): LogLine[] {
    return this.records.logs(workspaceId, runId);
  }

  waitingRunOfSession(workspaceId: string, sessionId: string): Run | undefined {
    return this.records.waitingRunOfSession(workspaceId, sessionId);
  }

  private recorderFor(workspaceId: string, run: Run, graph: WorkflowGraph): RunRecorder {
    const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
    return new RunRecorder(this.journal, workspaceId, run, labels, this.options.clock, this.newId);
  }

  start(workspaceId: string, request: StartRunRequest): Run {
    const run: Run = {
      id: this.newId(),
      workflowId: request.workflow.id,
      workflowName: request.workflow.name,
      version: request.checked.version,
      status: 'queued',
      input: request.input,
      output: null,
      error: null,
      startedAt: this.options.clock().toISOString(),
      endedAt: null,
      durationMs: null,
      activeMs: null,
      waitingMs: 0,
      tokens: 0,
      credits: 0,
      trigger: request.trigger,
      experimentId: request.experimentId ?? null,
      datasetItemId: request.datasetItemId ?? null,
      ...(request.replayOf && { replayOf: request.replayOf }),
      ...(request.environment && { environment: request.environment }),
    };
    const state: RunState = {
      graph: request.checked.graph,
      values: { ...request.prefill?.values, input: { message: request.input.message, metadata: request.input.metadata } },
      walk: request.prefill?.walk ?? initialWalk(),
      waits: [],
      sessionId: request.sessionId ?? run.id,
    };
    this.journal.append({ workspaceId, run, event: 'run.status', data: run }, state);
    for (const step of request.prefill?.steps ?? []) this.journal.append({ workspaceId, run, event: 'step.finished', data: step });
    this.launch(workspaceId, run.id, false, { run, state });
    return run;
  }

  /**
   * `resumed`: the run was left unfinished by a process that stopped, and goes on from its saved progress.
   * `started`: the run and state just written by `start`, so its execution does not read them back (nothing else writes them meanwhile).
   */
  private launch(workspaceId: string, runId: string, resumed = false, started?: { run: Run; state: RunState }): void {
    const controller = new AbortController();
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.execute(workspaceId, runId, controller.signal, resumed, started))
      .catch((error: unknown) => this.options.log?.(`run ${runId} could not be recorded: ${(error as Error)?.message ?? String(error)}`))
      .finally(() => this.executions.delete(runId));
    this.executions.set(runId, { controller, done });
  }

  async settled(runId: string): Promise<void> {
    await this.executions.get(runId)?.done;
  }

  /** A waiting run is not executing. */
  async idle(): Promise<void> {
    while (this.executions.size > 0) await Promise.all([...this.executions.values()].map((execution) => execution.done));
  }

  private async execute(workspaceId: string, runId: string, signal: AbortSignal, resumed: boolean, started?: { run: Run; state: RunState }): Promise<void> {
    const stored = started?.run ?? this.records.run(workspaceId, runId);
    const state = started?.state ?? this.records.state<RunState>(runId);
    if (!stored || !state || isFinished(stored)) return;
    const recorder = this.recorderFor(workspaceId, stored, state.graph);
    if (resumed) this.rerunInterrupted(recorder);
    if (stored.status !== 'running') await recorder.together(() => recorder.saveRun({ status: 'running' }));
    const { store, gateway, timeoutMs, clock } = this.options;
    const walking = { ...state, walk: resumed ? resumedWalk(state) : walkOf(state) };
    const context: Omit<NodeContext, 'input'> = {
      records: workspaceRecords(store.records, workspaceId),
      publish: (topic, fields) => publishMessage(this.messages, workspaceId, topic, fields),
      recorder, values: state.values, sessionId: state.sessionId, signal, gateway, timeoutMs, clock, fetch: this.options.fetch ?? fetch,
    };
    try {
      await walkConcurrently(walking, context);
      const result = outcome(walking.graph, walking.walk);
      const next = walking.waits?.[0];
      if (result.status === 'waiting' && next) {
        // The run waits on one branch at a time; its wait is timed from now, so waits side by side are not counted twice.
        const waiting = { ...next, since: clock().toISOString() };
        await recorder.together(() => recorder.saveRun({ status: 'waiting', ...this.spent(runId) }, { ...walking, waiting }));
        return;
      }
      await recorder.together(() => this.finish(workspaceId, recorder, { status: 'succeeded', output: result.status === 'succeeded' ? result.output : null }));
    } catch (error) {
      await recorder.together(() => {
        this.cancelWaits(recorder, walking.waits ?? []);
        if (isAbort(error, signal)) return this.finish(workspaceId, recorder, { status: 'cancelled', error: 'The run was cancelled' });
        if (error instanceof StepFailure) return this.finish(workspaceId, recorder, { status: error.status, error: error.message });
        this.finish(workspaceId, recorder, { status: 'failed', error: (error as Error)?.message ?? String(error) });
      });
    }
  }

  /** The steps of branches still waiting for human input end `cancelled` when the run ends otherwise (design section 2.1a). */
  private cancelWaits(recorder: RunRecorder, waits: readonly HumanWait[]): void {
    const steps = this.records.steps(recorder.run.id);
    for (const pending of waits) {
      const step = steps.find((candidate) => candidate.id === pending.stepId);
      if (step?.status === 'waiting') recorder.finishStep(step, { status: 'cancelled', error: 'The run was cancelled' });
    }
  }

  /** What the run's model calls have spent so far, whether or not their steps succeeded. */
  private spent(runId: string): Pick<Run, 'tokens' | 'credits'> {
    const { tokens, credits } = this.records.modelSpend(runId);
    return { tokens, credits: Math.round(credits * 1e6) / 1e6 };
  }

  /**
   * How long the run has waited for human input, ending the wait now: the time since it began,
   * from the waiting step's start in a store written before waits were timed.
   */
  private endWait(waiting: RunState['waiting'], step: RunStep | undefined): number {
    const since = waiting?.since ?? step?.startedAt;
    return since ? Math.max(0, this.options.clock().getTime() - Date.parse(since)) : 0;
  }

  /** `waitingMs`: the run's waiting time when a wait ended with it (cancelled or rejected while waiting). */
  private finish(workspaceId: string, recorder: RunRecorder, end: { status: Run['status']; output?: unknown; error?: string; waitingMs?: number }): void {
    const endedAt = this.options.clock();
    const durationMs = Math.max(0, endedAt.getTime() - Date.parse(recorder.run.startedAt));
    const waitingMs = Math.min(durationMs, end.waitingMs ?? recorder.run.waitingMs);
    recorder.saveRun(
      {
        ...this.spent(recorder.run.id),
        status: end.status,
        output: end.output ?? null,
        error: end.error ?? null,
        endedAt: endedAt.toISOString(),
        durationMs,
        // Latency is active time (design section 3.3): a reviewer's wait is not the workflow's.
        activeMs: durationMs - waitingMs,
        waitingMs,
      },
      null,
    );
  }

  /** Cancels a queued, running or waiting run and answers it cancelled; undefined when not in the workspace. */
  async cancel(workspaceId: string, runId: string): Promise<Run | undefined> {
    const run = this.records.run(workspaceId, runId);
    if (!run) return undefined;
    if (isFinished(run)) throw new RunConflict(RUN_MESSAGES.notRunning);
    const execution = this.executions.get(runId);
    if (execution) {
      execution.controller.abort();
      await execution.done;
      return this.records.run(workspaceId, runId);
    }
    const state = this.records.state<RunState>(runId);
    const recorder = this.recorderFor(workspaceId, run, state?.graph ?? { nodes: [], edges: [], settings: {} });
    const waitingStep = state?.waiting && this.records.steps(runId).find((step) => step.id === state.waiting!.stepId);
    const waited = state?.waiting ? this.endWait(state.waiting, waitingStep || undefined) : 0;
    if (waitingStep) recorder.finishStep(waitingStep, { status: 'cancelled', error: 'The run was cancelled', waitingMs: waited });
    this.cancelWaits(recorder, state?.waits ?? []);
    this.finish(workspaceId, recorder, { status: 'cancelled', error: 'The run was cancelled', waitingMs: run.waitingMs + waited });
    return recorder.run;
  }

  /**
   * Approves or rejects the human input a run waits for: approved, the run goes on from the
   * waiting node; rejected, it fails saying so. Undefined when the run is not in the workspace.
   */
  resume(workspaceId: string, runId: string, decision: ResumeDecision, message: string): Run | undefined {
    const run = this.records.run(workspaceId, runId);
    if (!run) return undefined;
    const state = this.records.state<RunState>(runId);
    if (run.status !== 'waiting' || !state?.waiting) throw new RunConflict(RUN_MESSAGES.notWaiting);
    const recorder = this.recorderFor(workspaceId, run, state.graph);
    const step = this.records.steps(runId).find((candidate) => candidate.id === state.waiting!.stepId);
    const attributes = { decision, ...(message && { reviewerMessage: message }) };
    const waited = this.endWait(state.waiting, step);
    const waitingMs = run.waitingMs + waited;
    if (decision === 'reject') {
      const error = rejectedInReviewError(message);
      if (step) recorder.finishStep(step, { status: 'failed', error, attributes, waitingMs: waited });
      this.cancelWaits(recorder, state.waits ?? []);
      this.finish(workspaceId, recorder, { status: 'failed', error, waitingMs });
      return recorder.run;
    }
    if (step) recorder.finishStep(step, { status: 'succeeded', attributes, waitingMs: waited });
    const { nodeId } = state.waiting;
    const walk = approve(state.graph, walkOf(state), nodeId);
    const waits = (state.waits ?? []).filter((pending) => pending.nodeId !== nodeId);
    recorder.saveRun({ status: 'running', waitingMs }, { ...state, walk, waits, waiting: undefined });
    this.launch(workspaceId, runId);
    return recorder.run;
  }

  consumerOf(runId: string): TopicRef | null {
    return this.records.state<RunState>(runId)?.waiting?.consumer ?? null;
  }

  /**
   * The steps a killed process left running: a node's step runs again as the same step (its
   * tool calls keep their `Idempotency-Key`); a call inside it (a model or tool call of an agent)
   * ends `cancelled`, saying why, as the node's new attempt makes its calls again.
   */
  private rerunInterrupted(recorder: RunRecorder): void {
    const running = this.records.steps(recorder.run.id).filter((step) => step.status === 'running');
    for (const step of running) {
      if (step.parentId) recorder.finishStep(step, { status: 'cancelled', error: INTERRUPTED_CALL });
    }
    recorder.rerun(running.filter((step) => !step.parentId));
  }

  /**
   * Called once when the mock API starts, before any request (design section 2.1b): each run a
   * stopped process left queued or running goes on from its saved progress, the steps it had
   * finished not run again, the ones it was running run again. Runs waiting for human input keep
   * waiting. A run whose state (its graph) cannot be read fails, interrupted.
   */
  resumeUnfinished(): void {
    for (const { workspaceId, run } of this.records.unfinishedRuns()) {
      const state = this.readableState(run.id);
      if (state) {
        this.launch(workspaceId, run.id, true);
        continue;
      }
      const recorder = this.recorderFor(workspaceId, run, { nodes: [], edges: [], settings: {} });
      for (const step of this.records.steps(run.id)) {
        if (step.status === 'running') recorder.finishStep(step, { status: 'failed', error: RUN_MESSAGES.interrupted });
      }
      this.finish(workspaceId, recorder, { status: 'failed', error: RUN_MESSAGES.interrupted });
    }
  }

  /** The run's saved state when it holds a graph to walk; undefined when missing or unreadable. */
  private readableState(runId: string): RunState | undefined {
    try {
      const state = this.records.state<RunState>(runId);
      return Array.isArray(state?.graph?.nodes) && Array.isArray(state.graph.edges) ? state : undefined;
    } catch {
      return undefined;
    }
  }
}
