import { useSearchParams } from 'react-router';
import { RunTraceFromUrl } from '../../../entities/run-trace';
import { ExperimentList } from './ExperimentList';
import { ExperimentReport } from './ExperimentReport';

/**
 * The testing studio's reports (design section 3.5): the experiments, or with `?experiment=` one
 * experiment's progress and report, so a link shares it. An item's run opens in the run trace
 * (`?runId=`).
 */
export function ReportsPage() {
  const [params] = useSearchParams();
  const experimentId = params.get('experiment');
  return (
    <>
      {experimentId ? <ExperimentReport key={experimentId} experimentId={experimentId} /> : <ExperimentList />}
      <RunTraceFromUrl />
    </>
  );
}
