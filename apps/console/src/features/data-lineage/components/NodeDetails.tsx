import type { LineageEdge, LineageNode } from '@agentdeck/api-client';
import { useRuns } from '@agentdeck/api-client/hooks';
import { Button, Link, Spinner, VisuallyHidden } from '@agentdeck/ui';
import { useSearchParams } from 'react-router';
import { RUN_ID_PARAM, StatusBadge } from '../../../entities/run-trace';
import { formatDate, Moment } from '../../../lib/dates';
import { formatRuns, NODE_KIND_LABELS } from '../model/node-labels';
import { screenOf, workflowRunsHref } from '../model/node-links';
import { actions, details, detailsTitle, factName, facts, factValue, muted, runList, runRow, subTitle } from './lineage.css';

const RECENT_RUNS = 5;

/** When: '20/11/2026 10:00 (2 hours ago)', or 'Never'. */
function When({ at }: { at: string | null }) {
  if (!at) return <>Never</>;
  return (
    <>
      <Moment value={at} format="dateTime" /> ({formatDate(at, 'relative')})
    </>
  );
}

/** A workflow's latest runs before the view's time, each opening its trace here; all of them in logging's Runs tab. */
function WorkflowRuns({ wid, node, asOf }: { wid: string; node: LineageNode; asOf: string | undefined }) {
  const [params] = useSearchParams();
  const runs = useRuns({ params: { wid }, query: { workflowId: node.recordId, limit: String(RECENT_RUNS), ...(asOf ? { to: asOf } : {}) } });
  const traceHref = (runId: string) => {
    const next = new URLSearchParams(params);
    next.set(RUN_ID_PARAM, runId);
    return `?${next}`;
  };
  return (
    <>
      {runs.error && <p className={muted}>The runs could not be loaded.</p>}
      {!runs.data && !runs.error && <Spinner label="Loading the runs" />}
      {runs.data && runs.data.items.length === 0 && <p className={muted}>No runs.</p>}
      {runs.data && runs.data.items.length > 0 && (
        <ul className={runList} aria-label={`Recent runs of ${node.name}`}>
          {runs.data.items.map((run) => (
            <li key={run.id} className={runRow}>
              <StatusBadge status={run.status} />
              <Link href={traceHref(run.id)}>
                <VisuallyHidden>Run trace of </VisuallyHidden>
                <Moment value={run.startedAt} format="dateTime" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link href={workflowRunsHref(wid, node.recordId, asOf)}>
        All runs of {node.name} in Logging
      </Link>
    </>
  );
}

/** The workflows whose runs used a data node or tool, with how often and when last; each opens its runs in logging. */
function RunsByWorkflow({ wid, node, nodes, edges, asOf }: { wid: string; node: LineageNode; nodes: readonly LineageNode[]; edges: readonly LineageEdge[]; asOf: string | undefined }) {
  const byId = new Map(nodes.map((each) => [each.id, each]));
  const uses = edges
    .filter((edge) => edge.source === node.id || edge.target === node.id)
    .map((edge) => ({ edge, workflow: byId.get(edge.source === node.id ? edge.target : edge.source) }))
    .filter((use): use is { edge: LineageEdge; workflow: LineageNode } => use.workflow?.kind === 'workflow');
  if (uses.length === 0) return <p className={muted}>No workflow in this graph used it.</p>;
  return (
    <ul className={runList} aria-label={`Runs that used ${node.name}`}>
      {uses.map(({ edge, workflow }) => (
        <li key={edge.id} className={runRow}>
          <Link href={workflowRunsHref(wid, workflow.recordId, asOf)}>{workflow.name}</Link>
          <span className={muted}>
            {edge.kind}, {formatRuns(edge.runCount)}, last <Moment value={edge.lastSeen} format="relative" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export interface NodeDetailsProps {
  wid: string;
  node: LineageNode;
  nodes: readonly LineageNode[];
  edges: readonly LineageEdge[];
  asOf: string | undefined;
  isFocus: boolean;
  onFocus: (id: string) => void;
}

/** The selected node: its kind, name, run count and last use, its recent runs, where it is configured, and a way to focus on it. */
export function NodeDetails({ wid, node, nodes, edges, asOf, isFocus, onFocus }: NodeDetailsProps) {
  const screen = screenOf(wid, node);
  return (
    <section className={details} aria-labelledby="lineage-node-details">
      <h2 id="lineage-node-details" className={detailsTitle}>
        {node.name}
      </h2>
      <dl className={facts}>
        <dt className={factName}>Kind</dt>
        <dd className={factValue}>{NODE_KIND_LABELS[node.kind]}</dd>
        <dt className={factName}>Runs</dt>
        <dd className={factValue}>{formatRuns(node.runCount)}</dd>
        <dt className={factName}>Last seen</dt>
        <dd className={factValue}>
          <When at={node.lastSeen} />
        </dd>
      </dl>
      <div className={actions}>
        {screen && <Link href={screen.href}>Open in {screen.label}</Link>}
        {!isFocus && (
          <Button variant="secondary" size="sm" onPress={() => onFocus(node.id)}>
            Focus on {node.name}
          </Button>
        )}
      </div>
      <h3 className={subTitle}>Recent runs</h3>
      {node.kind === 'workflow' ? <WorkflowRuns wid={wid} node={node} asOf={asOf} /> : <RunsByWorkflow wid={wid} node={node} nodes={nodes} edges={edges} asOf={asOf} />}
    </section>
  );
}
