import type { LogLine, ResumeDecision, Run, RunInput, RunStep, RunSummary, RunWithSteps } from '@agentdeck/api-client';
import type { WalkState } from '@agentdeck/api-client/workflow';
import type { CheckedGraph } from './checked-start';
import type { TopicRef } from './node-context';
import type { RunFilter, StoredEvent } from './run-records';
import type { RunValues } from './values';

export interface StartRunRequest {
  workflow: { id: string; name: string };
  /** The graph the run walks and its version, as the publish check passed them (`checkRun`). */
  checked: CheckedGraph;
  input: RunInput;
  trigger: Run['trigger'];
  experimentId?: string;
  datasetItemId?: string;
  /** A broker message's session; by default the run's id. */
  sessionId?: string;
  /** The environment an API or broker run came through (design section 1.6), recorded on the run. */
  environment?: string;
  /** A replay (design section 2.1c): the run it re-runs, and from a node, what it reuses of it. */
  replayOf?: string;
  prefill?: ReplayPrefill;
}

/**
 * What a replay from a node starts with: the walk and values as the reused nodes left them, and
 * their `reused` steps, written before any other step (they are not executed).
 */
export interface ReplayPrefill {
  walk: WalkState;
  values: RunValues;
  steps: RunStep[];
}

/** A call the run's status does not allow (cancel a finished run, resume one not waiting): a 409. */
export class RunConflict extends Error {}

/**
 * What the rest of the mock API knows of runs (design section 2.1): routes, the experiment
 * runner, the seed and broker dispatch use this alone, never the engine's tables, so another
 * engine (a durable one) could stand behind the same calls. Every read names the workspace.
 */
export interface RunService {
  /** Keeps the run, queued, and starts it; answers at once (the call's 202). */
  start(workspaceId: string, request: StartRunRequest): Run;
  run(workspaceId: string, runId: string): Run | undefined;
  /** The run with its steps and the id of its last event, to follow its stream from. */
  detail(workspaceId: string, runId: string): RunWithSteps | undefined;
  list(workspaceId: string, filter: RunFilter): { items: Run[]; nextSeq: number | null };
  summary(workspaceId: string, from: Date): RunSummary['workflows'];
  /** The run's log lines, in the order written. */
  logs(workspaceId: string, runId: string): LogLine[];
  /** The run's events after `afterId`, in order. */
  events(runId: string, afterId: number): StoredEvent[];
  /** Listens to a run's new events; answers the function that stops listening. */
  subscribe(runId: string, listener: (event: StoredEvent) => void): () => void;
  /** Listens to the positions of the workspace's new log lines. */
  subscribeLogs(workspaceId: string, listener: (seq: number) => void): () => void;
  cancel(workspaceId: string, runId: string): Promise<Run | undefined>;
  resume(workspaceId: string, runId: string, decision: ResumeDecision, message: string): Run | undefined;
  waitingRunOfSession(workspaceId: string, sessionId: string): Run | undefined;
  /** The consumer topic a waiting run listens on, if any. */
  consumerOf(runId: string): TopicRef | null;
  /** Resolves when the run stops executing: it has finished, or waits for human input. */
  settled(runId: string): Promise<void>;
  /** Resolves when no run is executing. */
  idle(): Promise<void>;
}
