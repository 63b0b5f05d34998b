import type { MetricsResponse } from '@agentdeck/api-client';
import { Button, DataTable, Link, VisuallyHidden, type DataTableColumn } from '@agentdeck/ui';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Chart, ChartDataTable } from '../../../components/charts/Chart';
import { useChartAnimation, useChartColors } from '../../../components/charts/use-chart-theme';
import { describeChart } from '../model/chart-description';
import { metricChartOption } from '../model/metric-chart-option';
import { chartLabel, chartLines, chartTitle, formatValue, intervalStarts, markersByInterval, type ChartLine, type MetricChartId } from '../model/metric-charts';
import { brushedSpan, timeBucketLabel } from '../../../entities/monitoring';
import { brushHref, logsHref, runsHref, type LinkContext } from '../model/metric-links';
import { INTERVAL_MS, intervalHeading } from '../model/metrics-format';
import { figure, figureHeader, figureTitle, intervalLinks } from './metrics.css';

interface IntervalRow {
  index: number;
  label: string;
  values: (number | null)[];
}

function intervalColumns(chart: MetricChartId, lines: readonly ChartLine[], context: LinkContext, heading: string): DataTableColumn<IntervalRow>[] {
  const span = (row: IntervalRow) => brushedSpan(context.starts, INTERVAL_MS[context.interval], [row.index, row.index])!;
  return [
    { id: 'interval', header: heading, accessor: (row) => row.label },
    ...lines.map(
      (line, column): DataTableColumn<IntervalRow> => ({
        id: `line-${line.key}`,
        header: line.name,
        accessor: (row) => row.values[column] ?? -1,
        cell: (row) => formatValue(chart, row.values[column] ?? null),
        align: 'end',
      }),
    ),
    {
      id: 'open',
      header: 'Open',
      accessor: (row) => row.label,
      isActions: true,
      minWidth: '11rem',
      cell: (row) => (
        <span className={intervalLinks}>
          <Link href={logsHref(context, chart, span(row))}>
            Open logs<VisuallyHidden> of {row.label}</VisuallyHidden>
          </Link>
          <Link href={runsHref(context, chart, span(row))}>
            Open runs<VisuallyHidden> of {row.label}</VisuallyHidden>
          </Link>
        </span>
      ),
    },
  ];
}

const rowId = (row: IntervalRow) => row.index;

export interface MetricChartProps {
  chart: MetricChartId;
  response: MetricsResponse;
  /** Where its links lead: the group chosen, the page's workflow. */
  context: LinkContext;
}

/**
 * One chart of the metrics page with its heading, its figures in words, and its data: visually
 * hidden for screen readers, or on request a visible table with a link per interval to its logs
 * and runs (the keyboard's way to what brushing opens).
 */
export function MetricChart({ chart, response, context }: MetricChartProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  const navigate = useNavigate();
  const [showData, setShowData] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const { groupBy, interval } = response;
  const starts = useMemo(() => intervalStarts(response), [response]);
  const lines = useMemo(() => chartLines(response, chart), [response, chart]);
  const markers = useMemo(() => markersByInterval(starts, interval, response.markers), [starts, interval, response.markers]);
  const moves = useMemo(() => markersByInterval(starts, interval, response.moves), [starts, interval, response.moves]);
  const label = chartLabel(chart, groupBy, interval);
  const heading = intervalHeading(interval);
  const rows = useMemo(
    () => starts.map((start, index): IntervalRow => ({ index, label: timeBucketLabel(start, INTERVAL_MS[interval]), values: lines.map((line) => line.values[index] ?? null) })),
    [starts, lines, interval],
  );
  const columns = useMemo(() => intervalColumns(chart, lines, context, heading), [chart, lines, context, heading]);
  const focus = context.group?.key;
  const grouped = groupBy !== 'none';
  // The same option until something it draws changes: ECharts then keeps the chart as it is.
  const option = useMemo(
    () => metricChartOption({ chart, lines, starts, interval, markers, moves, focus, grouped, colors, animate }),
    [chart, lines, starts, interval, markers, moves, focus, grouped, colors, animate],
  );

  return (
    <section className={figure} aria-labelledby={headingId}>
      <div className={figureHeader}>
        <h3 id={headingId} className={figureTitle}>
          {chartTitle(chart, groupBy)}
        </h3>
        <Button variant="secondary" size="sm" aria-expanded={showData} aria-controls={showData ? tableId : undefined} onPress={() => setShowData((shown) => !shown)}>
          Show data<VisuallyHidden> for {label}</VisuallyHidden>
        </Button>
      </div>
      <Chart
        label={label}
        description={describeChart({ chart, response, lines, starts })}
        option={option}
        onBrush={(indexes) => {
          const span = brushedSpan(starts, INTERVAL_MS[interval], indexes);
          if (span) void navigate(brushHref(context, chart, span));
        }}
        data={
          // Shown, the table below serves everyone; hidden, screen readers still have the figures.
          showData ? undefined : (
            <ChartDataTable
              caption={label}
              columns={[heading, ...lines.map((line) => line.name)]}
              rows={rows.map((row) => [row.label, ...row.values.map((value) => formatValue(chart, value))])}
            />
          )
        }
      />
      {showData && (
        <div id={tableId}>
          <DataTable aria-label={label} columns={columns} rows={rows} getRowId={rowId} filterable={false} pagination={rows.length > 14 ? 12 : false} />
        </div>
      )}
    </section>
  );
}
