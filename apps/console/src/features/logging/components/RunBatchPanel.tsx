import type { RunBatchPair } from '@agentdeck/api-client';
import { Button, DataTable, Link, Spinner, VisuallyHidden, type DataTableColumn } from '@agentdeck/ui';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusBadge, withRunInSearch } from '../../../entities/run-trace';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useFollowedRunBatch } from '../api/use-run-batch';
import { batchOutcomeText, batchProgressText, pairChange } from '../model/run-batch';
import { batchHeader, batchPanel, muted, outcome, problem, progressBar, sectionTitle } from './run-batch.css';

interface PairRow {
  index: number;
  pair: RunBatchPair;
}

const CHANGE_WORDS: Record<ReturnType<typeof pairChange>, string> = {
  refused: 'Could not be re-run',
  pending: 'Not finished yet',
  'now succeeds': 'Now succeeds',
  'now fails': 'Now fails',
  'still succeeds': 'Still succeeds',
  'still fails': 'Still fails',
};

const pairColumns = (wid: string, traceHref: (runId: string) => string): DataTableColumn<PairRow>[] => [
  { id: 'index', header: '#', accessor: (row) => row.index + 1, minWidth: '3rem' },
  {
    id: 'original',
    header: 'Run',
    accessor: (row) => row.pair.original.status,
    cell: ({ pair, index }) => (
      <Link href={traceHref(pair.original.runId)}>
        <StatusBadge status={pair.original.status} />
        <VisuallyHidden>{` run #${index + 1}`}</VisuallyHidden>
      </Link>
    ),
    minWidth: '10rem',
  },
  {
    id: 'replay',
    header: 'Re-run',
    accessor: (row) => row.pair.replay?.status ?? '',
    cell: ({ pair, index }) =>
      pair.replay ? (
        <Link href={traceHref(pair.replay.runId)}>
          <StatusBadge status={pair.replay.status} />
          <VisuallyHidden>{` re-run #${index + 1}`}</VisuallyHidden>
        </Link>
      ) : (
        (pair.refused ?? 'Waiting to start')
      ),
    minWidth: '10rem',
  },
  { id: 'change', header: 'Change', accessor: (row) => CHANGE_WORDS[pairChange(row.pair)], minWidth: '8rem' },
  {
    id: 'compare',
    header: 'Compare',
    accessor: () => '',
    isActions: true,
    cell: ({ pair, index }) =>
      pair.replay && (
        <Link href={paths.workspace.runCompare.getHref(wid, pair.original.runId, pair.replay.runId)}>
          Compare<VisuallyHidden>{` #${index + 1} with its re-run`}</VisuallyHidden>
        </Link>
      ),
    minWidth: '6rem',
  },
];
const getRowId = (row: PairRow) => row.index;

export interface RunBatchPanelProps {
  wid: string;
  batchId: string;
  onClose: () => void;
}

/**
 * A batch of re-runs (design section 2.1c), followed as its replays go on: its progress, then its
 * outcome ('14 of 20 failed runs now succeed'), and each original beside its re-run, comparable.
 */
export function RunBatchPanel({ wid, batchId, onClose }: RunBatchPanelProps) {
  const headingId = useId();
  const { data: batch, error } = useFollowedRunBatch(wid, batchId);
  const [params] = useSearchParams();
  const columns = useMemo(() => pairColumns(wid, (runId) => withRunInSearch(params, runId)), [wid, params]);
  const rows = useMemo(() => (batch?.pairs ?? []).map((pair, index) => ({ index, pair })), [batch]);
  const target = batch ? (batch.version === 'draft' ? 'the draft' : `version ${batch.version}`) : undefined;
  return (
    <section className={batchPanel} aria-labelledby={headingId}>
      <div className={batchHeader}>
        <h2 id={headingId} className={sectionTitle}>
          {target ? `Re-runs on ${target}` : 'Re-runs'}
        </h2>
        <Button variant="secondary" size="sm" onPress={onClose}>
          Close<VisuallyHidden> the re-runs</VisuallyHidden>
        </Button>
      </div>
      {error && !batch && (
        <p role="alert" className={problem}>
          {apiErrorMessage(error, 'The re-runs could not be loaded. Try again in a moment.')}
        </p>
      )}
      {!batch && !error && <Spinner label="Loading the re-runs" />}
      {batch && (
        <>
          <progress className={progressBar} max={Math.max(batch.progress.total, 1)} value={batch.progress.finished} aria-label={batchProgressText(batch)} />
          <div role="status">
            {batch.status === 'running' ? (
              <p className={muted}>{batchProgressText(batch)}</p>
            ) : (
              <ul className={outcome} aria-label="Outcome">
                {batchOutcomeText(batch).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
          <DataTable aria-label="Re-runs" columns={columns} rows={rows} getRowId={getRowId} filterable={false} pagination={20} />
        </>
      )}
    </section>
  );
}
