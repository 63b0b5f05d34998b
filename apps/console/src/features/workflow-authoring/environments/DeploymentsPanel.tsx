import type { EnvironmentMove } from '@agentdeck/api-client';
import { useEnvironmentHistory, useEnvironments } from '@agentdeck/api-client/hooks';
import { DataTable, Link, Select, VisuallyHidden, type DataTableColumn } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import { compareField, muted, section, sectionTitle } from '../components/authoring.css';
import { gateCheckLine, moveOutcome } from './environment-words';

const KIND_LABELS: Record<EnvironmentMove['kind'], string> = { deploy: 'Deploy', rollback: 'Rollback', canary: 'Canary' };

const columns: DataTableColumn<EnvironmentMove>[] = [
  { id: 'at', header: 'When', accessor: (move) => move.at, cell: (move) => <Moment value={move.at} format="dateTime" /> },
  { id: 'kind', header: 'Kind', accessor: (move) => KIND_LABELS[move.kind] },
  {
    id: 'move',
    header: 'From → to',
    accessor: (move) =>
      move.kind === 'canary'
        ? move.canary
          ? `${move.canary.percent} % to ${move.canary.version}`
          : 'Canary ended'
        : `${move.from ?? 'none'} → ${move.to ?? 'none'}`,
  },
  { id: 'by', header: 'By', accessor: (move) => move.by.name },
  { id: 'outcome', header: 'Gate and outcome', accessor: (move) => moveOutcome(move), minWidth: '12rem', cell: (move) => <Outcome move={move} /> },
  { id: 'reason', header: 'Reason', accessor: (move) => move.reason ?? '—', minWidth: '10rem' },
];

function Outcome({ move }: { move: EnvironmentMove }) {
  return (
    <>
      {moveOutcome(move)}
      {move.gate && move.gate.checks.length > 0 && <span className={muted}>{` (${move.gate.checks.map(gateCheckLine).join('; ')})`}</span>}
      {move.gate?.experimentId && (
        <>
          {' '}
          <Link href={move.gate.reportPath}>
            Report
            <VisuallyHidden>{` of the gate of ${move.from ?? 'none'} → ${move.to ?? 'none'}`}</VisuallyHidden>
          </Link>
        </>
      )}
    </>
  );
}

/** A workflow's deployments (design section 1.6): each environment's moves, newest first, with their gates. */
export function DeploymentsPanel({ workflowId }: { workflowId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const environments = useEnvironments({ params: { wid, id: workflowId } }).data ?? [];
  const [chosen, setChosen] = useState<string>();
  const name = chosen ?? environments[0]?.name;
  const history = useEnvironmentHistory(name ? { params: { wid, id: workflowId, name } } : null);
  if (environments.length === 0) return null;
  const moves = history.data ?? [];
  return (
    <section className={section} aria-labelledby="deployments-title">
      <h3 id="deployments-title" className={sectionTitle}>
        Deployments
      </h3>
      <div className={compareField}>
        <Select label="Environment" items={environments.map((each) => ({ id: each.name, label: each.name }))} value={name ?? null} onChange={(key) => key !== null && setChosen(String(key))} />
      </div>
      {moves.length === 0 && !history.isLoading ? (
        <p className={muted}>{`No moves of ${name ?? 'this environment'} yet: 'Promote…' deploys a version to it.`}</p>
      ) : (
        <DataTable
          aria-label={`Deployments of ${name ?? ''}`}
          columns={columns}
          rows={moves}
          getRowId={(move) => move.id}
          isLoading={history.isLoading}
          loadingMessage="Loading the deployments"
          filterable={false}
          pagination={10}
        />
      )}
    </section>
  );
}
