import { ChevronRightIcon, Icon, LineChartIcon } from '@agentdeck/ui';
import { useState } from 'react';
import {
  Button,
  Collection,
  Tree,
  TreeItem,
  TreeItemContent,
  type Key,
  type Selection,
} from 'react-aria-components';
import { didNotRun } from './did-not-run';
import { formatStepDuration, STATUS_LOOK } from './run-status';
import {
  bar,
  chevron,
  chevronSpace,
  mutedRow,
  slowBar,
  stepLabel,
  stepMeta,
  stepName,
  stepRow,
  track,
  waterfall,
} from './run-trace.css';
import { parentIds, type WaterfallRow } from './waterfall';

export interface StepWaterfallProps {
  rows: WaterfallRow[];
  selectedStepId: string | null;
  onSelect: (stepId: string | null) => void;
}

/** The words a row is read by: name, status, duration, and whether it is on the slowest path. */
const describe = (row: WaterfallRow) =>
  [row.step.name, STATUS_LOOK[row.step.status].label, formatStepDuration(row.step)]
    .concat(row.isSlowestPath ? ['slowest path'] : [])
    .join(', ');

/**
 * The run's steps as a tree on one time axis: each row's bar starts and spans as the step did,
 * steps inside a node nest under it and collapse, and the slowest path is marked by an icon and
 * the words 'slowest path' as well as by the bar's colour. A skipped step (on a branch not taken)
 * or a reused one (a replay copied its output) is muted and has no bar, as it did not run here. Arrow keys move between rows, Right
 * and Left open and close a node, Enter or Space selects a step to show its details.
 */
export function StepWaterfall({ rows, selectedStepId, onSelect }: StepWaterfallProps) {
  const [collapsed, setCollapsed] = useState<Set<Key>>(new Set());
  const expandable = parentIds(rows);
  const expandedKeys = new Set(expandable.filter((id) => !collapsed.has(id)));
  const onExpandedChange = (keys: Set<Key>) =>
    setCollapsed(new Set(expandable.filter((id) => !keys.has(id))));
  const onSelectionChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [first] = keys;
    onSelect(first === undefined ? null : String(first));
  };

  return (
    <Tree
      aria-label="Steps"
      className={waterfall}
      items={rows}
      selectionMode="single"
      selectedKeys={selectedStepId ? [selectedStepId] : []}
      onSelectionChange={onSelectionChange}
      expandedKeys={expandedKeys}
      onExpandedChange={onExpandedChange}
      renderEmptyState={() => 'No step has started yet.'}
    >
      {function renderRow(row: WaterfallRow) {
        const title = describe(row);
        const isMuted = didNotRun(row.step);
        return (
          <TreeItem id={row.step.id} textValue={title} aria-label={title} className={isMuted ? `${stepRow} ${mutedRow}` : stepRow}>
            <TreeItemContent>
              {({ hasChildItems }) => (
                <>
                  <span className={stepLabel}>
                    {hasChildItems ? (
                      <Button
                        slot="chevron"
                        className={chevron}
                        aria-label={`Show or hide the steps of ${row.step.name}`}
                      >
                        <Icon icon={ChevronRightIcon} size="sm" />
                      </Button>
                    ) : (
                      <span className={chevronSpace} />
                    )}
                    <span className={stepName}>{row.step.name}</span>
                    {row.isSlowestPath && (
                      <Icon icon={LineChartIcon} size="sm" label="Slowest path" />
                    )}
                    <span className={stepMeta}>
                      {STATUS_LOOK[row.step.status].label} · {formatStepDuration(row.step)}
                    </span>
                  </span>
                  <span className={track} aria-hidden>
                    {!isMuted && (
                      <span
                        className={row.isSlowestPath ? `${bar} ${slowBar}` : bar}
                        style={{ insetInlineStart: `${row.offset}%`, width: `${row.width}%` }}
                      />
                    )}
                  </span>
                </>
              )}
            </TreeItemContent>
            <Collection items={row.children}>{renderRow}</Collection>
          </TreeItem>
        );
      }}
    </Tree>
  );
}
