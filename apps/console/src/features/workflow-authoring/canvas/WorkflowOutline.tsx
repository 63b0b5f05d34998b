import type { CheckProblem, WorkflowGraph } from '@agentdeck/api-client';
import { ChevronRightIcon, Icon } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import { Button, Collection, Tree, TreeItem, TreeItemContent, type Key, type Selection } from 'react-aria-components';
import { describeNode } from './flow-elements';
import { KIND_ICONS } from './node-kinds';
import { groupIds, outlineItems, type OutlineItem } from './outline-items';
import { chevron, outlineGroup, outlineRow, outlineTree, rowContent } from './outline.css';

interface WorkflowOutlineProps {
  graph: WorkflowGraph;
  problems?: CheckProblem[];
  selectedNodeIds: string[];
  onSelectionChange: (nodeIds: string[]) => void;
}

/**
 * The workflow as a tree in path order, branches nested: the canvas's nodes for a keyboard or a
 * screen reader, selected together with the canvas (arrows move, Enter or Space selects).
 */
export function WorkflowOutline({ graph, problems = [], selectedNodeIds, onSelectionChange }: WorkflowOutlineProps) {
  const items = useMemo(() => outlineItems(graph), [graph]);
  const groups = useMemo(() => groupIds(items), [items]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandedKeys = useMemo(
    () => new Set([...items.flatMap(expandable), ...groups].filter((key) => !collapsed.has(key))),
    [items, groups, collapsed],
  );
  const problemCount = (nodeId: string) => problems.filter((problem) => problem.nodeId === nodeId).length;

  const onExpandedChange = (keys: Set<Key>) =>
    setCollapsed(new Set([...items.flatMap(expandable), ...groups].filter((key) => !keys.has(key))));
  const onSelection = (keys: Selection) => {
    if (keys === 'all') return;
    onSelectionChange([...keys].map(String).filter((key) => !groups.includes(key)));
  };

  return (
    <Tree
      aria-label="Workflow outline"
      className={outlineTree}
      items={items}
      selectionMode="multiple"
      selectionBehavior="replace"
      selectedKeys={selectedNodeIds}
      onSelectionChange={onSelection}
      disabledKeys={groups}
      disabledBehavior="selection"
      expandedKeys={expandedKeys}
      onExpandedChange={onExpandedChange}
      renderEmptyState={() => 'The workflow has no nodes yet.'}
      // The rows are cached by item: a new check's problem counts must redraw them as on the canvas.
      dependencies={[problems]}
    >
      {function renderItem(item: OutlineItem) {
        const title = item.type === 'node' ? describeNode(item.node, problemCount(item.id)) : item.title;
        return (
          <TreeItem id={item.id} textValue={title} className={item.type === 'group' ? outlineGroup : outlineRow}>
            <TreeItemContent>
              {({ hasChildItems }) => (
                <span className={rowContent}>
                  {hasChildItems ? (
                    <Button slot="chevron" className={chevron} aria-label={`Show or hide ${title}`}>
                      <Icon icon={ChevronRightIcon} size="sm" />
                    </Button>
                  ) : null}
                  {item.type === 'node' && <Icon icon={KIND_ICONS[item.node.kind]} size="sm" />}
                  {title}
                </span>
              )}
            </TreeItemContent>
            <Collection items={item.children} dependencies={[problems]}>
              {renderItem}
            </Collection>
          </TreeItem>
        );
      }}
    </Tree>
  );
}

const expandable = (item: OutlineItem): string[] =>
  item.children.length > 0 ? [item.id, ...item.children.flatMap(expandable)] : item.children.flatMap(expandable);
