import { DataTable, Select, type DataTableColumn } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { useWorkflowExecutions } from '../api/use-usage';
import { seriesColor, type ChartColors } from '../../../components/charts/chart-option';
import { executionsChartOption } from '../model/chart-options';
import { formatCount } from '../model/usage-format';
import { describeExecutions, type WorkflowExecution } from '../model/usage-series';
import { currentMonthId, monthPickerOptions, workflowWindow } from '../model/usage-windows';
import { Chart } from '../../../components/charts/Chart';
import { swatch } from '../../../components/charts/Chart.css';
import { useChartAnimation, useChartColors } from '../../../components/charts/use-chart-theme';
import { UsagePart } from './PanelStatus';
import { emptyText, executions, panelBody, picker, workflowName } from './UsageDashboard.css';
import { WorkflowExecutionsCard } from './WorkflowExecutionsCard';

/** The empty text of the panel (spec 000 section 2.5). */
export const noExecutionsText = 'There is no available data for the workflow execution.';

/** Rows per page of the executions table (spec 000 section 9). */
const pageSize = 4;

interface ExecutionRow extends WorkflowExecution {
  color: string;
}

const getRowId = (row: ExecutionRow) => row.workflowName;

const columns: readonly DataTableColumn<ExecutionRow>[] = [
  {
    id: 'workflowName',
    header: 'Workflow Name',
    accessor: (row) => row.workflowName,
    sortable: true,
    cell: (row) => (
      <span className={workflowName}>
        <span aria-hidden className={swatch} style={{ background: row.color }} />
        {row.workflowName}
      </span>
    ),
  },
  {
    id: 'executionCount',
    header: 'Execution Count',
    accessor: (row) => row.executionCount,
    sortable: true,
    align: 'end',
    width: '40%',
    cell: (row) => formatCount(row.executionCount),
  },
];

function ExecutionsView({
  rows,
  monthLabel,
  colors,
}: {
  rows: readonly WorkflowExecution[];
  monthLabel: string;
  colors: ChartColors;
}) {
  const animate = useChartAnimation();
  // The table's swatches match the slices, which take the series colours in the API's order.
  const tableRows = useMemo(
    () => rows.map((row, index) => ({ ...row, color: seriesColor(colors, index) })),
    [rows, colors],
  );
  if (rows.length === 0) return <p className={emptyText}>{noExecutionsText}</p>;
  return (
    <div className={executions}>
      <Chart
        label={`Workflow executions in ${monthLabel}`}
        description={describeExecutions(rows)}
        option={executionsChartOption({ rows, colors, animate })}
      />
      <DataTable
        aria-label={`Workflow executions in ${monthLabel}`}
        columns={columns}
        rows={tableRows}
        getRowId={getRowId}
        pagination={pageSize}
        filterable={false}
        emptyText={noExecutionsText}
      />
    </div>
  );
}

/**
 * 'Workflow Executions' (spec 000 sections 2.5 and 4.6): a month picker over the last 12 months
 * (the current month until now by default), a ring of executions per workflow and their table.
 */
export function WorkflowExecutionsPanel({ workspaceId, now }: { workspaceId: string; now: Date }) {
  const months = useMemo(() => monthPickerOptions(now), [now]);
  const [monthId, setMonthId] = useState(() => currentMonthId(now));
  const window = useMemo(() => workflowWindow(monthId, now), [monthId, now]);
  const result = useWorkflowExecutions(workspaceId, window);
  const colors = useChartColors();
  const monthLabel = months.find((month) => month.id === monthId)?.label ?? monthId;

  return (
    <WorkflowExecutionsCard window={window}>
      <div className={panelBody}>
        <div className={picker}>
          <Select
            label="Month"
            items={months}
            value={monthId}
            onChange={(key) => key !== null && setMonthId(String(key))}
          />
        </div>
        <UsagePart result={result} subject="workflow executions" skeletonHeight="15rem">
          {(data) => (
            <ExecutionsView rows={data.workflows ?? []} monthLabel={monthLabel} colors={colors} />
          )}
        </UsagePart>
      </div>
    </WorkflowExecutionsCard>
  );
}
