import { RunTraceFromUrl } from '../../entities/run-trace';
import { ResourceScreen } from '../../lib/records';
import { workflowRegistryScreen } from './screen';

/**
 * `/workspace/{wid}/workflow-registry`: the workspace's workflows (design section 1), and the
 * trace of the run `?runId=` names in a drawer (a row's last run opens it); the trace's code
 * loads when a run is first opened.
 */
export function Component() {
  return (
    <>
      <ResourceScreen definition={workflowRegistryScreen} />
      <RunTraceFromUrl />
    </>
  );
}
