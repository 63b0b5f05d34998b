import { Card } from '@agentdeck/ui';
import { useWorkspaceUsage } from '../api/use-usage';
import { areaChartOption } from '../model/chart-options';
import { formatAmount, type MeasuredType } from '../model/usage-format';
import { describeSeries, monthlyValues } from '../model/usage-series';
import { shortMonthLabel, type MonthOption, type UsageWindow } from '../model/usage-windows';
import { Chart, ChartDataTable } from '../../../components/charts/Chart';
import { useChartAnimation, useChartColors } from '../../../components/charts/use-chart-theme';
import { UsagePart } from './PanelStatus';
import { amount, amountValue, facts } from './UsageDashboard.css';

const consumptionCards = [
  { type: 'storage', title: 'Storage' },
  { type: 'credits', title: 'Credit Usage' },
  { type: 'tokens', title: 'Token Usage' },
] as const satisfies readonly { type: MeasuredType; title: string }[];

interface ConsumptionCardProps {
  workspaceId: string;
  type: MeasuredType;
  title: string;
  window: UsageWindow;
  /** Last month and this month. */
  months: readonly MonthOption[];
}

function ConsumptionChart({
  type,
  title,
  months,
  values,
}: {
  type: MeasuredType;
  title: string;
  months: readonly MonthOption[];
  values: number[];
}) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  return (
    <Chart
      size="compact"
      label={`${title}, last month and this month`}
      description={describeSeries(type, months, values)}
      option={areaChartOption({ type, name: title, months, values, colors, animate })}
      data={
        <ChartDataTable
          caption={`${title} by month`}
          columns={['Month', title]}
          rows={months.map((month, index) => [
            shortMonthLabel(month),
            formatAmount(type, values[index] ?? 0),
          ])}
        />
      }
    />
  );
}

function ConsumptionCard({ workspaceId, type, title, window, months }: ConsumptionCardProps) {
  const result = useWorkspaceUsage(workspaceId, type, window);
  return (
    <li>
      <Card title={title} subtitle="This workspace">
        <UsagePart result={result} subject={title.toLowerCase()} skeletonHeight="9.3rem">
          {(data) => {
            const values = monthlyValues(data[type] ?? [], months);
            return (
              <div className={facts}>
                <p className={amount}>
                  <span className={amountValue}>{formatAmount(type, values.at(-1) ?? 0)}</span>
                  <span>this month</span>
                </p>
                <ConsumptionChart type={type} title={title} months={months} values={values} />
              </div>
            );
          }}
        </UsagePart>
      </Card>
    </li>
  );
}

/** The consumption cards (spec 000 section 2.5): this workspace's storage, credits and tokens. */
export function ConsumptionCards({
  className,
  ...props
}: Omit<ConsumptionCardProps, 'type' | 'title'> & { className: string }) {
  return (
    <ul className={className}>
      {consumptionCards.map((card) => (
        <ConsumptionCard key={card.type} {...card} {...props} />
      ))}
    </ul>
  );
}
