import { Card } from '@agentdeck/ui';
import type { ReactNode } from 'react';
import { formatRange } from '../model/usage-format';
import { currentMonthId, workflowWindow, type UsageWindow } from '../model/usage-windows';
import { UsageSkeleton } from './PanelStatus';
import { range } from './UsageDashboard.css';

/** The 'Workflow Executions' panel's card, titled with the window it shows. */
export function WorkflowExecutionsCard({ window, children }: { window: UsageWindow; children: ReactNode }) {
  return (
    <Card
      isLandmark
      headingLevel={2}
      title="Workflow Executions"
      subtitle={<span className={range}>{formatRange(window.from, window.to)}</span>}
    >
      {children}
    </Card>
  );
}

/**
 * The panel while its code loads (`UsageDashboard` loads it lazily): its card over this month,
 * with the skeleton it shows while its figures load.
 */
export function WorkflowExecutionsLoading({ now }: { now: Date }) {
  return (
    <WorkflowExecutionsCard window={workflowWindow(currentMonthId(now), now)}>
      <UsageSkeleton height="19rem" />
    </WorkflowExecutionsCard>
  );
}
