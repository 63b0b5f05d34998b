import type { LineageEntry, LogLine, Run, RunEventName, RunStep } from '@agentdeck/api-client';
import type { JournalEntry, RunJournal } from './run-journal';
import { isAbort, StepFailure } from './step-failure';

export interface StepInit {
  parentId?: string | null;
  nodeId: string;
  kind: RunStep['kind'];
  name: string;
  input?: unknown;
  model?: string | null;
  attributes?: Record<string, unknown>;
}

/** What a step's work answers when it succeeds (or waits). */
export interface StepResult {
  status?: 'succeeded' | 'waiting';
  output?: unknown;
  tokens?: RunStep['tokens'];
  credits?: number;
  reads?: LineageEntry[];
  writes?: LineageEntry[];
  attributes?: Record<string, unknown>;
}

type StepEnd = Partial<Pick<RunStep, 'output' | 'error' | 'tokens' | 'credits' | 'reads' | 'writes' | 'attributes' | 'waitingMs'>> & { status: RunStep['status'] };

/**
 * Tells what one run does as events of its log (`RunJournal`): the run's changes, its steps and
 * their log lines (design section 3.2), each kept with its projection before listeners hear it. No secret reaches
 * it: callers pass vault key names, never values.
 */
export class RunRecorder {
  constructor(
    private readonly journal: RunJournal,
    private readonly workspaceId: string,
    public run: Run,
    private readonly nodeLabels: Map<string, string>,
    private readonly clock: () => Date,
    private readonly newId: () => string,
  ) {}

  /** The node steps a killed process left running, by node: the node runs again in the same step (`step`). */
  private readonly interrupted = new Map<string, RunStep>();

  /** The events a step's start or end tells together (`together`), written in one commit. */
  private group: JournalEntry[] | undefined;

  private event(event: RunEventName, data: unknown, state?: unknown, progress?: object): void {
    const entry = { workspaceId: this.workspaceId, run: this.run, event, data };
    if (this.group) this.group.push({ entry, state, progress });
    else this.journal.append(entry, state, progress);
  }

  /**
   * The events `write` tells, committed together with other runs' at the next turn of the event loop
   * (`RunJournal.commit`); answers once they are on record and told, so what comes after (a
   * step's work, the steps after it, the end of the run's execution) waits until they are kept.
   */
  async together<T>(write: () => T): Promise<T> {
    const group: JournalEntry[] = [];
    this.group = group;
    let written: T;
    try {
      written = write();
    } finally {
      this.group = undefined;
    }
    await this.journal.commit(group);
    return written;
  }

  /**
   * A run resumed after a restart (design section 2.1b): each node step left running is run again
   * as the same step, so its id, and the `Idempotency-Key` its tool calls carry, stay the same.
   */
  rerun(steps: readonly RunStep[]): void {
    for (const step of steps) this.interrupted.set(step.nodeId, step);
  }

  /** The interrupted step of the node, started again: one more attempt, said in a warning of the trace. */
  private restartStep(interrupted: RunStep, init: StepInit): RunStep {
    const attempts = (typeof interrupted.attributes.attempts === 'number' ? interrupted.attributes.attempts : 1) + 1;
    const step: RunStep = { ...interrupted, input: init.input ?? null, attributes: { ...interrupted.attributes, attempts } };
    this.event('step.started', step);
    this.log(step, 'warn', `${init.name} was interrupted by a restart of the mock API: it runs again (attempt ${attempts})`);
    return step;
  }

  log(step: RunStep, level: LogLine['level'], message: string, attributes: Record<string, unknown> = {}, durationMs?: number): void {
    const { id: runId, workflowId, workflowName, version } = this.run;
    const line: LogLine = {
      id: this.newId(),
      ts: this.clock().toISOString(),
      level,
      runId,
      workflowId,
      workflowName,
      version,
      nodeId: step.nodeId,
      node: this.nodeLabels.get(step.nodeId) ?? step.nodeId,
      spanId: step.id,
      message,
      ...(durationMs !== undefined && { durationMs }),
      attributes,
    };
    this.event('log', line);
  }

  private newStep(init: StepInit): RunStep {
    return {
      id: this.newId(),
      parentId: init.parentId ?? null,
      nodeId: init.nodeId,
      kind: init.kind,
      name: init.name,
      status: 'running',
      startedAt: this.clock().toISOString(),
      endedAt: null,
      durationMs: null,
      waitingMs: 0,
      input: init.input ?? null,
      output: null,
      tokens: { prompt: 0, completion: 0 },
      credits: 0,
      model: init.model ?? null,
      error: null,
      attributes: init.attributes ?? {},
      reads: [],
      writes: [],
    };
  }

  startStep(init: StepInit): RunStep {
    const step = this.newStep(init);
    this.event('step.started', step);
    this.log(step, 'debug', `${init.name} started`);
    return step;
  }

  /**
   * A node the walk skipped, every edge into it dead (design section 2.1a): a step that ends as it
   * starts, so it has only `step.finished`. `progress`: the walk with the skip, kept in the same write.
   */
  skipStep(init: StepInit, progress?: object): RunStep {
    const started = this.newStep({ ...init, input: null });
    const step: RunStep = { ...started, status: 'skipped', endedAt: started.startedAt, durationMs: 0 };
    this.event('step.finished', step, undefined, progress);
    this.log(step, 'debug', `${init.name} skipped`);
    return step;
  }

  /** Marks a step waiting (human input): it stays open until the run resumes or ends. */
  waitStep(step: RunStep, result: StepResult, progress?: object): RunStep {
    const waiting: RunStep = {
      ...step,
      ...this.lineageOf(step, result),
      status: 'waiting',
      output: result.output ?? step.output,
      tokens: result.tokens ?? step.tokens,
      credits: result.credits ?? step.credits,
    };
    this.event('step.finished', waiting, undefined, progress);
    this.log(waiting, 'info', `${step.name} is waiting for human input`);
    return waiting;
  }

  /** `progress`: how far the run has walked with this step's end, kept in the same write (design section 2.1b). */
  finishStep(step: RunStep, end: StepEnd, progress?: object): RunStep {
    const endedAt = this.clock();
    const durationMs = Math.max(0, endedAt.getTime() - Date.parse(step.startedAt));
    const finished: RunStep = { ...step, ...end, attributes: { ...step.attributes, ...end.attributes }, endedAt: endedAt.toISOString(), durationMs };
    this.event('step.finished', finished, undefined, progress);
    const level = end.status === 'succeeded' ? 'info' : end.status === 'cancelled' ? 'warn' : 'error';
    const message = end.error ? `${step.name} ${end.status}: ${end.error}` : `${step.name} ${end.status}`;
    this.log(finished, level, message, {}, durationMs);
    return finished;
  }

  private lineageOf(step: RunStep, result: StepResult) {
    return {
      reads: [...step.reads, ...(result.reads ?? [])],
      writes: [...step.writes, ...(result.writes ?? [])],
      attributes: { ...step.attributes, ...result.attributes },
    };
  }

  /**
   * Runs `work` as a step: started (or, a node's step a restart interrupted, started again), then
   * finished with what it answers, or failed, blocked or cancelled with the reason (the error is
   * passed on, so the run ends there too). `progressOf`, told the result as the step ends, answers
   * how far the run has walked with it, kept in the step's finishing write.
   */
  async step<T extends StepResult>(
    init: StepInit,
    work: (step: RunStep) => Promise<T>,
    signal: AbortSignal,
    progressOf?: (result: T, step: RunStep) => object,
  ): Promise<T & { step: RunStep }> {
    const interrupted = init.parentId ? undefined : this.interrupted.get(init.nodeId);
    if (interrupted) this.interrupted.delete(init.nodeId);
    const step = await this.together(() => (interrupted ? this.restartStep(interrupted, init) : this.startStep(init)));
    try {
      const result = await work(step);
      const progress = progressOf?.(result, step);
      const ended = await this.together(() =>
        result.status === 'waiting'
          ? this.waitStep(step, result, progress)
          : this.finishStep(step, { ...this.lineageOf(step, result), status: 'succeeded', output: result.output ?? null, tokens: result.tokens ?? step.tokens, credits: result.credits ?? 0 }, progress),
      );
      return { ...result, step: ended };
    } catch (error) {
      await this.together(() => {
        if (isAbort(error, signal)) this.finishStep(step, { status: 'cancelled', error: 'The run was cancelled' });
        else if (error instanceof StepFailure) this.finishStep(step, { status: error.status, error: error.message });
        else this.finishStep(step, { status: 'failed', error: (error as Error)?.message ?? String(error) });
      });
      throw error;
    }
  }

  /**
   * Saves the run and tells the stream: `run.status` while it goes on, `run.finished` once it has
   * ended. `state` (what carries the run on; null once it has ended) is kept in the same write.
   */
  saveRun(changes: Partial<Run>, state?: unknown): Run {
    this.run = { ...this.run, ...changes };
    this.event(this.run.endedAt ? 'run.finished' : 'run.status', this.run, state);
    return this.run;
  }
}
