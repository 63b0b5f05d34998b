import { lazy, Suspense, useMemo, useState } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { formatRange } from '../model/usage-format';
import { cardsWindow, lastTwelveMonths, monthlyWindow } from '../model/usage-windows';
import { ConsumptionCards } from './ConsumptionCards';
import { MonthlyUsagePanel } from './MonthlyUsagePanel';
import { OverallCards } from './OverallCards';
import {
  cardGrid,
  dashboard,
  range,
  section,
  sectionHeader,
  sectionTitle,
} from './UsageDashboard.css';
import { WorkflowExecutionsLoading } from './WorkflowExecutionsCard';

// The last panel, below the fold of a desktop screen: its month picker and table (about 27 KiB of
// gzip JavaScript) load once the rest of the dashboard is painted, not before (issue 10).
const WorkflowExecutionsPanel = lazy(() =>
  whenIdle()
    .then(() => import('./WorkflowExecutionsPanel'))
    .then((module) => ({ default: module.WorkflowExecutionsPanel })),
);

/**
 * The usage dashboard (spec 000 sections 2.5 and 9): overall cards against the platform quota,
 * this workspace's consumption, month by month usage and workflow executions. Every part fetches
 * on its own and shows its own loading, failure and Retry.
 */
export function UsageDashboard({ workspaceId }: { workspaceId: string }) {
  // One 'now' per visit: the windows, and so the cache keys, stay put while the page is open.
  const [now] = useState(() => new Date());
  const windows = useMemo(() => {
    const months = lastTwelveMonths(now);
    return {
      cards: cardsWindow(now),
      monthly: monthlyWindow(now),
      months,
      cardMonths: months.slice(-2),
    };
  }, [now]);
  const cardsRange = formatRange(windows.cards.from, windows.cards.to);

  return (
    <div className={dashboard}>
      <section className={section} aria-labelledby="usage-overall">
        <div className={sectionHeader}>
          <h2 id="usage-overall" className={sectionTitle}>
            Overall Usage
          </h2>
          <p className={range}>{cardsRange}</p>
        </div>
        <OverallCards className={cardGrid} window={windows.cards} now={now} />
      </section>
      <section className={section} aria-labelledby="usage-consumption">
        <div className={sectionHeader}>
          <h2 id="usage-consumption" className={sectionTitle}>
            Consumption
          </h2>
          <p className={range}>{cardsRange}</p>
        </div>
        <ConsumptionCards
          className={cardGrid}
          workspaceId={workspaceId}
          window={windows.cards}
          months={windows.cardMonths}
        />
      </section>
      <MonthlyUsagePanel
        workspaceId={workspaceId}
        window={windows.monthly}
        months={windows.months}
      />
      <Suspense fallback={<WorkflowExecutionsLoading now={now} />}>
        <WorkflowExecutionsPanel workspaceId={workspaceId} now={now} />
      </Suspense>
    </div>
  );
}
