import { Card } from '@agentdeck/ui';
import { useWorkspaceUsage } from '../api/use-usage';
import { seriesColor } from '../../../components/charts/chart-option';
import { areaChartOption, modelLineChartOption } from '../model/chart-options';
import { formatAmount, formatRange } from '../model/usage-format';
import { describeSeries, modelSeries, monthlyValues, type UsageRow } from '../model/usage-series';
import { shortMonthLabel, type MonthOption, type UsageWindow } from '../model/usage-windows';
import { Chart, ChartDataTable } from '../../../components/charts/Chart';
import { legend, legendItem, swatch } from '../../../components/charts/Chart.css';
import { useChartAnimation, useChartColors } from '../../../components/charts/use-chart-theme';
import { UsagePart } from './PanelStatus';
import { figure, figureTitle, panelGrid } from './UsageDashboard.css';

interface MonthlyChartProps {
  rows: readonly UsageRow[];
  /** The last 12 months, oldest first. */
  months: readonly MonthOption[];
}

// With the 'Analyzing Your Data' line under it, as tall as the chart it stands for (no layout shift).
const skeletonHeight = '16.75rem';

function CreditsChart({ rows, months }: MonthlyChartProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  const values = monthlyValues(rows, months);
  return (
    <Chart
      label="Credits by month"
      description={describeSeries('credits', months, values)}
      option={areaChartOption({
        type: 'credits',
        name: 'Credits',
        months,
        values,
        colors,
        animate,
      })}
      data={
        <ChartDataTable
          caption="Credits by month"
          columns={['Month', 'Credits']}
          rows={months.map((month, index) => [
            shortMonthLabel(month),
            formatAmount('credits', values[index] ?? 0),
          ])}
        />
      }
    />
  );
}

function TokensChart({ rows, months }: MonthlyChartProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  const series = modelSeries(rows, months);
  const totals = monthlyValues(rows, months);
  return (
    <>
      <ul className={legend} aria-label="Models">
        {series.map(({ model }, index) => (
          <li key={model} className={legendItem}>
            <span
              aria-hidden
              className={swatch}
              style={{ background: seriesColor(colors, index) }}
            />
            {model}
          </li>
        ))}
      </ul>
      <Chart
        label="Intelligence source tokens by model and month"
        description={`${series.map(({ model }) => model).join(', ')}. All models: ${describeSeries('tokens', months, totals)}`}
        option={modelLineChartOption({ months, series, colors, animate })}
        data={
          <ChartDataTable
            caption="Intelligence source tokens by model and month"
            columns={['Month', ...series.map(({ model }) => model)]}
            rows={months.map((month, index) => [
              shortMonthLabel(month),
              ...series.map(({ values }) => formatAmount('tokens', values[index] ?? 0)),
            ])}
          />
        }
      />
    </>
  );
}

export interface MonthlyUsagePanelProps {
  workspaceId: string;
  window: UsageWindow;
  /** The last 12 months, oldest first. */
  months: readonly MonthOption[];
}

/**
 * 'Month by Month Usage' (spec 000 section 2.5): credits as an area chart and the intelligence
 * source tokens as a line per model, over the last 12 months. Each chart fetches on its own, so
 * one failing leaves the other in place.
 */
export function MonthlyUsagePanel({ workspaceId, window, months }: MonthlyUsagePanelProps) {
  const credits = useWorkspaceUsage(workspaceId, 'credits', window);
  const tokens = useWorkspaceUsage(workspaceId, 'tokens', window, 'model');
  return (
    <Card
      isLandmark
      headingLevel={2}
      title="Month by Month Usage"
      subtitle={formatRange(window.from, window.to)}
    >
      <div className={panelGrid}>
        <div className={figure}>
          <h3 className={figureTitle}>Credits</h3>
          <UsagePart
            result={credits}
            subject="monthly credit usage"
            skeletonHeight={skeletonHeight}
          >
            {(data) => <CreditsChart rows={data.credits ?? []} months={months} />}
          </UsagePart>
        </div>
        <div className={figure}>
          <h3 className={figureTitle}>Intelligence Source Tokens</h3>
          <UsagePart
            result={tokens}
            subject="intelligence source tokens"
            skeletonHeight={skeletonHeight}
          >
            {(data) => <TokensChart rows={data.tokens ?? []} months={months} />}
          </UsagePart>
        </div>
      </div>
    </Card>
  );
}
