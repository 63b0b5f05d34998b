import { useRunComparison } from '@agentdeck/api-client/hooks';
import { EmptyState, Link, Spinner } from '@agentdeck/ui';
import { useSearchParams } from 'react-router';
import { RunTraceFromUrl, withRunInSearch } from '../../../entities/run-trace';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { changeSummary, sideNames } from '../model/comparison-words';
import { NodeComparisonTable } from './NodeComparisonTable';
import { errorText, muted, page, sides } from './run-compare.css';
import { RunSide } from './RunSide';

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

  const { nodes } = comparison.data;
  const runs = { a: comparison.data.a, b: comparison.data.b };
  const names = sideNames(runs.a, runs.b);
  const traceHref = (side: 'a' | 'b', stepId?: string) => withRunInSearch(params, runs[side].id, stepId);
  return (
    <div className={page}>
      <p className={muted}>{`${runs.a.workflowName}: ${changeSummary(nodes)}.`}</p>
      <div className={sides}>
        <RunSide name={names[0]} run={runs.a} traceHref={traceHref('a')} />
        <RunSide name={names[1]} run={runs.b} traceHref={traceHref('b')} />
      </div>
      <NodeComparisonTable nodes={nodes} names={names} stepHref={traceHref} />
      <RunTraceFromUrl />
    </div>
  );
}
