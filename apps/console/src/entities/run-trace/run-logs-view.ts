import type { Run } from '@agentdeck/api-client';
import type { LoggingSearch } from '../../config/paths';

const MINUTE = 60_000;
const shifted = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

/** The logging view of one run's lines: `run:<id>` from a minute before it started to a minute after it ended (or now). */
export function runLogsView(run: Pick<Run, 'id' | 'startedAt' | 'endedAt'>): LoggingSearch {
  return {
    q: `run:${run.id}`,
    from: shifted(run.startedAt, -MINUTE),
    ...(run.endedAt && { to: shifted(run.endedAt, MINUTE) }),
  };
}
