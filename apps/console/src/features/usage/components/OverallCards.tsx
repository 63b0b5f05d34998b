import { Card, ChevronDownIcon, ChevronUpIcon, Icon } from '@agentdeck/ui';
import { usePlatformUsageSummary } from '../api/use-usage';
import { formatAmount, formatPercent, type MeasuredType } from '../model/usage-format';
import { overallSummary, trendText } from '../model/usage-series';
import type { UsageWindow } from '../model/usage-windows';
import { UsagePart } from './PanelStatus';
import {
  amount,
  amountValue,
  facts,
  meter,
  meterFill,
  meterFillOver,
  note,
  overQuota,
  trendDown,
  trendUp,
} from './UsageDashboard.css';

const overallCards = [
  { type: 'storage', title: 'Storage' },
  { type: 'credits', title: 'Credits' },
  { type: 'tokens', title: 'Tokens' },
] as const satisfies readonly { type: MeasuredType; title: string }[];

interface OverallCardProps {
  type: MeasuredType;
  title: string;
  window: UsageWindow;
  now: Date;
}

/** This month's usage against the platform quota, and the change from last month. */
function OverallFigures({
  type,
  title,
  usage,
  limit,
  percentOfQuota,
  trend,
}: ReturnType<typeof overallSummary> & { type: MeasuredType; title: string }) {
  const isOver = percentOfQuota > 100;
  const TrendIcon = trend !== null && trend < 0 ? ChevronDownIcon : ChevronUpIcon;
  return (
    <div className={facts}>
      <p className={amount}>
        <span className={amountValue}>{formatAmount(type, usage)}</span>
        <span>{`of ${formatAmount(type, limit)}`}</span>
      </p>
      <div
        role="meter"
        aria-label={`${title} quota used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, Math.round(percentOfQuota))}
        aria-valuetext={`${formatPercent(percentOfQuota)} of quota`}
        className={meter}
      >
        <div
          className={`${meterFill} ${isOver ? meterFillOver : ''}`}
          style={{ width: `${Math.min(100, percentOfQuota)}%` }}
        />
      </div>
      <p className={`${note} ${isOver ? overQuota : ''}`}>
        {isOver
          ? `${formatPercent(percentOfQuota)} of quota: over by ${formatAmount(type, usage - limit)}`
          : `${formatPercent(percentOfQuota)} of quota used`}
      </p>
      <p
        className={`${note} ${trend === null || Math.abs(trend) < 0.05 ? '' : trend > 0 ? trendUp : trendDown}`}
      >
        {trend !== null && Math.abs(trend) >= 0.05 && <Icon icon={TrendIcon} size="sm" />}
        {trendText(trend)}
      </p>
    </div>
  );
}

function OverallCard({ type, title, window, now }: OverallCardProps) {
  const result = usePlatformUsageSummary(type, window);
  return (
    <li>
      <Card title={title} subtitle="This month, all workspaces">
        <UsagePart
          result={result}
          subject={`overall ${title.toLowerCase()}`}
          skeletonHeight="6.2rem"
        >
          {(data) => (
            <OverallFigures
              type={type}
              title={title}
              {...overallSummary(data.usage, data.quota.limit, now)}
            />
          )}
        </UsagePart>
      </Card>
    </li>
  );
}

/** The overall cards (spec 000 section 2.5): storage, credits and tokens against their quotas. */
export function OverallCards({
  window,
  now,
  className,
}: {
  window: UsageWindow;
  now: Date;
  className: string;
}) {
  return (
    <ul className={className}>
      {overallCards.map((card) => (
        <OverallCard key={card.type} {...card} window={window} now={now} />
      ))}
    </ul>
  );
}
