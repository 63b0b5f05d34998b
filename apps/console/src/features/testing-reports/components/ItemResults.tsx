import type { ExperimentItem } from '@agentdeck/api-client';
import { Badge, DataTable, Link, type DataTableColumn } from '@agentdeck/ui';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDuration, formatValue, RUN_ID_PARAM } from '../../../entities/run-trace';
import { formatCount, formatScore, OUTCOME_LABELS, scorerLabel } from '../model/report-format';
import { cellText, scores as scoresClass, section, title } from './reports.css';

const OUTCOME_TONES = { regressed: 'danger', improved: 'success', unchanged: 'neutral' } as const;
const getRowId = (item: ExperimentItem) => item.datasetItemId;

/** Every item's result in the server's order (regressions first against a baseline), each with a link to its run's trace. */
export function ItemResults({ items, hasBaseline }: { items: ExperimentItem[]; hasBaseline: boolean }) {
  const [params] = useSearchParams();
  const columns = useMemo((): DataTableColumn<ExperimentItem>[] => {
    const runHref = (runId: string) => {
      const next = new URLSearchParams(params);
      next.set(RUN_ID_PARAM, runId);
      return `?${next.toString()}`;
    };
    return [
      { id: 'input', header: 'Input', accessor: (item) => item.input.message, minWidth: '12rem', cell: (item) => <span className={cellText}>{item.input.message}</span> },
      ...(hasBaseline
        ? [
            {
              id: 'outcome',
              header: 'Against baseline',
              accessor: (item: ExperimentItem) => (item.outcome ? OUTCOME_LABELS[item.outcome] : 'Not in baseline'),
              cell: (item: ExperimentItem) => (item.outcome ? <Badge tone={OUTCOME_TONES[item.outcome]}>{OUTCOME_LABELS[item.outcome]}</Badge> : 'Not in baseline'),
            },
          ]
        : []),
      {
        id: 'result',
        header: 'Result',
        accessor: (item) => (item.pass ? 'Passed' : 'Failed'),
        cell: (item) => <Badge tone={item.pass ? 'success' : 'danger'}>{item.pass ? 'Passed' : 'Failed'}</Badge>,
      },
      {
        id: 'output',
        header: 'Output',
        accessor: (item) => formatValue(item.output),
        minWidth: '12rem',
        cell: (item) => <span className={cellText}>{item.error ? `Error: ${item.error}` : formatValue(item.output)}</span>,
      },
      {
        id: 'scores',
        header: 'Scores',
        accessor: (item) => item.meanScore,
        cell: (item) => (
          <ul className={scoresClass}>
            {item.scores.map((score) => (
              <li key={score.scorer}>{`${scorerLabel(score.scorer)}: ${formatScore(score.value)}, ${score.pass ? 'passed' : 'failed'}`}</li>
            ))}
          </ul>
        ),
        minWidth: '12rem',
      },
      { id: 'latency', header: 'Latency', accessor: (item) => item.latencyMs, cell: (item) => formatDuration(item.latencyMs), align: 'end' },
      { id: 'tokens', header: 'Tokens', accessor: (item) => item.tokens, cell: (item) => formatCount(item.tokens), align: 'end' },
      { id: 'run', header: 'Run', accessor: (item) => item.runId, filterable: false, cell: (item) => <Link href={runHref(item.runId)}>Open run trace</Link> },
    ];
  }, [params, hasBaseline]);
  return (
    <section className={section} aria-labelledby="report-items">
      <h3 id="report-items" className={title}>
        Items
      </h3>
      <DataTable aria-label="Item results" filterLabel="Search items" columns={columns} rows={items} getRowId={getRowId} emptyText="The dataset version had no items" pagination />
    </section>
  );
}
