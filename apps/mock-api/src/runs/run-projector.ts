import type { LogLine, Run, RunEventName, RunStep } from '@agentdeck/api-client';
import type { RunRecords } from './run-records';

/** One event of a run's log, as the engine appends it. */
export interface RunEventEntry {
  workspaceId: string;
  run: Run;
  event: RunEventName;
  data: unknown;
}

/**
 * Writes the read model from one event of the run's log (`run_events`, the source): the run's
 * row, its steps with the lineage a finished step adds, and the log line's searchable columns
 * (its text stays in the event). The engine writes nothing else about a run. Answers the log
 * line's position in the workspace's lines, for the live tails.
 */
export function projectRunEvent(records: RunRecords, { workspaceId, run, event, data }: RunEventEntry, eventId: number): number | undefined {
  switch (event) {
    case 'run.status':
    case 'run.finished':
      records.saveRun(workspaceId, data as Run);
      return undefined;
    case 'step.started':
      records.saveStep(run.id, data as RunStep);
      return undefined;
    case 'step.finished':
      records.saveStep(run.id, data as RunStep, { workspaceId, run });
      return undefined;
    case 'log':
      return records.indexLogLine(workspaceId, data as LogLine, eventId);
  }
}
