import type { WorkflowGraph, WorkflowVersionSummary } from '@agentdeck/api-client';
import { useWorkflowDiff } from '@agentdeck/api-client/hooks';
import { Select, Spinner } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { compare, compareField, muted, section } from './authoring.css';
import { ChangeList } from './ChangeList';
import { VisualDiff } from './VisualDiff';

const DRAFT = 'draft';
const sideLabel = (side: string) => (side === DRAFT ? 'the draft' : side);

/**
 * Compares any two versions, or a version and the draft (design section 1.4): the changes grouped
 * by node, each with the rule it hit, and the `to` graph drawn with them marked. Starts on the two
 * newest versions, or the only one and the draft.
 */
export function CompareVersions({
  workflowId,
  versions,
  draft,
  initial,
}: {
  workflowId: string;
  versions: readonly WorkflowVersionSummary[];
  /** The draft as the server holds it, which the diff compares. */
  draft: WorkflowGraph;
  /** The two sides to start on, instead of the two newest. */
  initial?: { from: string; to: string };
}) {
  const { id: wid } = useCurrentWorkspace();
  const [newest, previous] = versions;
  const [from, setFrom] = useState(initial?.from ?? previous?.version ?? newest?.version ?? DRAFT);
  const [to, setTo] = useState(initial?.to ?? (previous ? newest!.version : DRAFT));
  const options = [...versions.map(({ version }) => ({ id: version, label: version })), { id: DRAFT, label: 'Draft' }];
  const diff = useWorkflowDiff(from === to ? null : { params: { wid, id: workflowId }, query: { from, to } });
  const changes = diff.data?.changes ?? [];
  return (
    <section className={section} aria-labelledby="compare-title">
      <h4 id="compare-title">Compare</h4>
      <div className={compare}>
        <div className={compareField}>
          <Select label="From" items={options} value={from} onChange={(key) => key !== null && setFrom(String(key))} />
        </div>
        <div className={compareField}>
          <Select label="To" items={options} value={to} onChange={(key) => key !== null && setTo(String(key))} />
        </div>
      </div>
      {from === to ? (
        <p className={muted}>Choose two different versions to compare.</p>
      ) : diff.isLoading ? (
        <Spinner label="Comparing" />
      ) : diff.error ? (
        <p role="alert">{`Could not compare ${sideLabel(from)} with ${sideLabel(to)}: ${diff.error.message}`}</p>
      ) : changes.length === 0 ? (
        <p className={muted}>{`No changes between ${sideLabel(from)} and ${sideLabel(to)}.`}</p>
      ) : (
        <>
          <p className={muted} role="status">{`${changes.length} ${changes.length === 1 ? 'change' : 'changes'} from ${sideLabel(from)} to ${sideLabel(to)}`}</p>
          <VisualDiff key={`${from}\u0000${to}`} workflowId={workflowId} from={from} to={to} changes={changes} draft={draft} />
          <ChangeList changes={changes} headingLevel={5} />
        </>
      )}
    </section>
  );
}
