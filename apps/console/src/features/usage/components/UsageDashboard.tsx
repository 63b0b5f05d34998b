import { useMemo, useState } from 'react';
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
import { WorkflowExecutionsPanel } from './WorkflowExecutionsPanel';

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
      <WorkflowExecutionsPanel workspaceId={workspaceId} now={now} />
    </div>
  );
}
