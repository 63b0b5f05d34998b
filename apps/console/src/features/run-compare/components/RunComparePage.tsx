import { useRunComparison } from '@agentdeck/api-client/hooks';
import { EmptyState, Link, Spinner } from '@agentdeck/ui';
import { useSearchParams } from 'react-router';
import { RunTraceFromUrl, withRunInSearch } from '../../../entities/run-trace';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { ComparisonView } from './ComparisonView';
import { errorText, page } from './run-compare.css';

/**
 * Two runs of one workflow side by side (`…/logging/compare?a=&b=`, design section 2.1c): each
 * run's figures and its trace a link away (in a drawer over the page), then each node of either
 * run, matched by id, then label.
 */
export function RunComparePage() {
  const { id: wid } = useCurrentWorkspace();
  const [params] = useSearchParams();
  const a = params.get('a');
  const b = params.get('b');
  const comparison = useRunComparison(a && b ? { params: { wid }, query: { a, b } } : null);

  if (!a || !b)
    return (
      <EmptyState
        title="Choose two runs to compare"
        description="Open a re-run's trace and choose 'Compare with original', or pick two runs of one workflow."
        action={<Link href={paths.workspace.logging.getHref(wid, { tab: 'runs' })}>Go to the runs</Link>}
      />
    );
  if (comparison.error) return <p className={errorText}>{apiErrorMessage(comparison.error, 'The runs could not be compared.')}</p>;
  if (!comparison.data) return <Spinner label="Comparing the runs" />;

  const runs = comparison.data;
  return (
    <div className={page}>
      <ComparisonView comparison={runs} traceHref={(side, stepId) => withRunInSearch(params, runs[side].id, stepId)} />
      <RunTraceFromUrl />
    </div>
  );
}
