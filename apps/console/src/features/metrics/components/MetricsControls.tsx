import { METRIC_GROUPS, type MetricGroup, type MetricInterval } from '@agentdeck/api-client';
import { Select } from '@agentdeck/ui';
import { TimeRangePicker } from '../../../components/time-range/TimeRangePicker';
import type { MetricsView } from '../model/metrics-view';
import { toolbar } from './metrics.css';

const ALL = 'all';
const intervals: { id: MetricInterval; label: string }[] = [
  { id: 'hour', label: 'Hour' },
  { id: 'day', label: 'Day' },
];
const groupLabels: Record<MetricGroup, string> = { none: 'None', workflow: 'Workflow', version: 'Version', model: 'Model', node: 'Node', environment: 'Environment' };
const groupings = METRIC_GROUPS.map((id) => ({ id, label: groupLabels[id] }));

export interface MetricsControlsProps {
  view: MetricsView;
  workflows: readonly { id: string; name: string }[];
  onChange: (changes: Partial<MetricsView>) => void;
}

/** The page's view: range, interval, grouping and workflow, each written into the address. */
export function MetricsControls({ view, workflows, onChange }: MetricsControlsProps) {
  return (
    <div className={toolbar}>
      <TimeRangePicker value={view.range} onChange={(range) => onChange({ range })} />
      <Select label="Interval" items={intervals} value={view.interval} onChange={(key) => key !== null && onChange({ interval: key as MetricInterval })} />
      <Select label="Group by" items={groupings} value={view.groupBy} onChange={(key) => key !== null && onChange({ groupBy: key as MetricGroup })} />
      <Select
        label="Workflow"
        items={[{ id: ALL, label: 'All workflows' }, ...workflows.map((workflow) => ({ id: workflow.id, label: workflow.name }))]}
        value={view.workflowId ?? ALL}
        onChange={(key) => onChange({ workflowId: key === null || key === ALL ? undefined : String(key) })}
      />
    </div>
  );
}
