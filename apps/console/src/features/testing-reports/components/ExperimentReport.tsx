import { Link, Spinner } from '@agentdeck/ui';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { isUnderWay, useExperimentReport } from '../api/experiments';
import { experimentVersion } from '../model/report-format';
import { statusText } from '../model/status';
import { GateCommand } from './GateCommand';
import { ItemResults } from './ItemResults';
import { muted, page, problem, progress, section, title } from './reports.css';
import { ReportSummary } from './ReportSummary';

/**
 * One experiment (design section 3.5): its progress while it runs, then its summary (against its
 * baseline when it has one), every item's result, regressions first, and the gate's command.
 */
export function ExperimentReport({ experimentId }: { experimentId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const report = useExperimentReport(wid, experimentId);
  const experiment = report.data;
  const back = <Link href={paths.workspace.testingReport.getHref(wid)}>All experiments</Link>;
  if (report.error && !experiment)
    return (
      <div className={page}>
        {back}
        <p role="alert" className={problem}>{apiErrorMessage(report.error, 'The experiment could not be loaded.')}</p>
      </div>
    );
  if (!experiment) return <Spinner label="Loading the experiment" />;
  const { progress: done } = experiment;
  return (
    <div className={page}>
      <div className={section}>
        {back}
        <h2 className={title}>{experiment.name}</h2>
        <p className={muted}>
          {`${experiment.datasetName} v${experiment.datasetVersion} through ${experiment.workflowName} ${experimentVersion(experiment)}`}
          {experiment.comparison ? `, compared with '${experiment.comparison.baselineName}' (${experiment.comparison.baselineVersion})` : ''}
        </p>
        <p role="status" className={muted}>{statusText(experiment)}</p>
      </div>
      {isUnderWay(experiment) && (
        <section className={section} aria-label="Progress">
          <progress className={progress} max={Math.max(done.total, 1)} value={done.done} aria-label={`${done.done} of ${done.total} items run`} />
          <p className={muted}>The report appears when every item has run.</p>
        </section>
      )}
      {experiment.status === 'failed' && <p role="alert" className={problem}>{experiment.error ?? 'The experiment failed.'}</p>}
      {experiment.status === 'completed' && experiment.summary && (
        <>
          <ReportSummary summary={experiment.summary} comparison={experiment.comparison} />
          <ItemResults items={experiment.items} hasBaseline={experiment.comparison !== null} />
          <GateCommand experimentId={experiment.id} />
        </>
      )}
    </div>
  );
}
