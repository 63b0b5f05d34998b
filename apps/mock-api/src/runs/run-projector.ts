import type { LogLine, Run, RunEventName, RunStep } from '@agentdeck/api-client';
import type { MetricRollups } from '../metrics/metric-rollups';
import type { UsageRepository } from '../usage/usage-repository';
import type { RunRecords } from './run-records';
import { addRunUsage } from './usage';

/** One event of a run's log, as the engine appends it. */
export interface RunEventEntry {
  workspaceId: string;
  run: Run;
  event: RunEventName;
  data: unknown;
}

/** The tables the run's events are projected into. */
export interface RunReadModel {
  records: RunRecords;
  usage: UsageRepository;
  rollups: MetricRollups;
}

/**
 * Writes the read model from one event of the run's log (`run_events`, the source): the run's
 * row, its steps with the lineage a finished step adds, the log line's searchable columns (its
 * text stays in the event) and, when the run finishes, its usage and the metrics rollups. The engine writes nothing else
 * about a run. Answers the log line's position in the workspace's lines, for the live tails.
 * `json`: the event's data as its event keeps it, which the run's and the step's rows keep too.
 */
export function projectRunEvent({ records, usage, rollups }: RunReadModel, { workspaceId, run, event, data }: RunEventEntry, eventId: number, json: string): number | undefined {
  switch (event) {
    case 'run.status':
      records.saveRun(workspaceId, data as Run, json);
      return undefined;
    case 'run.finished': {
      records.saveRun(workspaceId, data as Run, json);
      const steps = records.stepFigures(run.id);
      addRunUsage(usage, workspaceId, data as Run, steps);
      rollups.addRun(workspaceId, data as Run, steps);
      return undefined;
    }
    case 'step.started':
      records.saveStep(run.id, data as RunStep, undefined, json);
      return undefined;
    case 'step.finished':
      records.saveStep(run.id, data as RunStep, { workspaceId, run }, json);
      return undefined;
    case 'log':
      return records.indexLogLine(workspaceId, data as LogLine, eventId);
  }
}
