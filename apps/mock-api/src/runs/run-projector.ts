import type { Run, RunEventName, RunStep } from '@agentdeck/api-client';
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
 * row, its steps with the lineage a finished step adds and, when the run finishes, its usage and
 * the metrics rollups. The engine writes nothing else about a run. A log line is not projected:
 * it is one row, its searchable columns beside its text (`RunRecords.addLogLine`).
 * `json`: the event's data as its event keeps it, which the run's and the step's rows keep too.
 */
export function projectRunEvent({ records, usage, rollups }: RunReadModel, { workspaceId, run, event, data }: RunEventEntry, json: string): void {
  switch (event) {
    case 'run.status':
      records.saveRun(workspaceId, data as Run, json);
      return;
    case 'run.finished': {
      records.saveRun(workspaceId, data as Run, json);
      const steps = records.stepFigures(run.id);
      addRunUsage(usage, workspaceId, data as Run, steps);
      rollups.addRun(workspaceId, data as Run, steps);
      return;
    }
    case 'step.started':
      records.saveStep(run.id, data as RunStep, undefined, json);
      return;
    case 'step.finished':
      records.saveStep(run.id, data as RunStep, { workspaceId, run }, json);
      return;
    case 'log':
      return;
  }
}
