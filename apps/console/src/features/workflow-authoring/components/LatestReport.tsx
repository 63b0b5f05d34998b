import type { Experiment } from '@agentdeck/api-client';
import { useExperiments } from '@agentdeck/api-client/hooks';
import { Link } from '@agentdeck/ui';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { muted } from './authoring.css';

const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

const ranOn = ({ version, revision }: Experiment) => (revision === null ? `version ${version}` : `the draft at revision ${revision}`);

/**
 * The latest finished test report of the draft being published, at its current revision (design
 * section 3.5): its pass rate and a link to it. Without one, one muted line on the workflow's
 * latest report of an older revision or a published version, or where to run one.
 */
export function LatestReport({ workflowId, revision }: { workflowId: string; revision: number }) {
  const { id: wid } = useCurrentWorkspace();
  const experiments = useExperiments({ params: { wid }, query: {} });
  // Newest first.
  const finished = (experiments.data ?? []).filter((experiment) => experiment.workflowId === workflowId && experiment.status === 'completed' && experiment.summary);
  const current = finished.find((experiment) => experiment.version === 'draft' && experiment.revision === revision);
  const latest = current ?? finished[0];
  if (!experiments.data) return null;
  if (!latest?.summary) {
    return (
      <p className={muted}>
        {'No test report of this draft yet: '}
        <Link variant="inline" href={paths.workspace.testingReport.getHref(wid)}>
          run an experiment on it
        </Link>
        {' to see how it does before publishing.'}
      </p>
    );
  }
  const { passRate, passed, items } = latest.summary;
  const link = (
    <Link variant="inline" href={paths.workspace.testingReport.getHref(wid, latest.id)}>
      {`Open the report '${latest.name}'`}
    </Link>
  );
  if (!current) {
    return (
      <p className={muted}>
        {`No test report of this revision yet: the latest, of ${ranOn(latest)}, passed ${percent.format(passRate)}. `}
        {link}
      </p>
    );
  }
  return (
    <p>
      {`Latest test report of this draft: passed ${percent.format(passRate)} (${passed} of ${items} items) of ${latest.datasetName} v${latest.datasetVersion}. `}
      {link}
    </p>
  );
}
