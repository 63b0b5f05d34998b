import { useExperiments } from '@agentdeck/api-client';
import { Link } from '@agentdeck/ui';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/**
 * The workflow's latest finished test report (design section 3.5), to weigh before publishing:
 * the version it tested, its pass rate and a link to it. Nothing when the workflow has none.
 */
export function LatestReport({ workflowId }: { workflowId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const experiments = useExperiments({ params: { wid }, query: {} });
  // Newest first: the first completed one of this workflow.
  const latest = experiments.data?.find((experiment) => experiment.workflowId === workflowId && experiment.status === 'completed' && experiment.summary);
  if (!latest?.summary) return null;
  const { passRate, passed, items } = latest.summary;
  return (
    <p>
      {`Latest test report: version ${latest.version} passed ${percent.format(passRate)} (${passed} of ${items} items) of ${latest.datasetName} v${latest.datasetVersion}. `}
      <Link variant="inline" href={paths.workspace.testingReport.getHref(wid, latest.id)}>
        {`Open the report '${latest.name}'`}
      </Link>
    </p>
  );
}
