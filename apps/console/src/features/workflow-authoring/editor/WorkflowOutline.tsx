import type { CheckProblem, WorkflowGraph } from '@agentdeck/api-client';
import { ChevronRightIcon, Icon } from '@agentdeck/ui';
import { useMemo, useState } from 'react';
import {
  Button,
  Collection,
  ListLayout,
  Tree,
  TreeItem,
  TreeItemContent,
  Virtualizer,
  type Key,
  type Selection,
} from 'react-aria-components';
import { describeNode } from './flow-elements';
import { KIND_ICONS } from './node-kinds';
import { groupIds, outlineItemsOf, type OutlineItem } from './outline-items';
import {
  chevron,
  OUTLINE_ROW_HEIGHT,
  outlineGroup,
  outlineRow,
  outlineTree,
  rowContent,
  rowTitle,
} from './outline.css';

interface WorkflowOutlineProps {
  graph: WorkflowGraph;
  problems?: CheckProblem[];
  selectedNodeIds: string[];
  onSelectionChange: (nodeIds: string[]) => void;
}

/** Rows above which the outline draws only those in view: a few screens of them. */
const VIRTUALIZE_ABOVE = 100;

/**
 * The workflow as a tree in path order, branches nested: the canvas's nodes for a keyboard or a
 * screen reader, selected together with the canvas (arrows move, Enter or Space selects). A large
 * outline draws only the rows in view, so a workflow of hundreds of nodes opens as fast as a small one.
 */
export function WorkflowOutline({
  graph,
  problems = [],
  selectedNodeIds,
  onSelectionChange,
}: WorkflowOutlineProps) {
  const items = useMemo(() => outlineItemsOf(graph), [graph]);
  const groups = useMemo(() => groupIds(items), [items]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const expandedKeys = useMemo(
    () => new Set([...items.flatMap(expandable), ...groups].filter((key) => !collapsed.has(key))),
    [items, groups, collapsed],
  );
  const problemCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const { nodeId } of problems)
      if (nodeId) counts.set(nodeId, (counts.get(nodeId) ?? 0) + 1);
    return counts;
  }, [problems]);
  // The rows are cached by item: a check that changes a count redraws them, one that finds the same does not.
  const countsShown = [...problemCounts].join();

  const onExpandedChange = (keys: Set<Key>) =>
    setCollapsed(
      new Set([...items.flatMap(expandable), ...groups].filter((key) => !keys.has(key))),
    );
  const onSelection = (keys: Selection) => {
    if (keys === 'all') return;
    onSelectionChange([...keys].map(String).filter((key) => !groups.includes(key)));
  };

  const tree = (
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
      dependencies={[countsShown]}
    >
      {function renderItem(item: OutlineItem) {
        const title =
          item.type === 'node' ? describeNode(item.node, problemCounts.get(item.id)) : item.title;
        return (
          <TreeItem
            id={item.id}
            textValue={title}
            className={item.type === 'group' ? outlineGroup : outlineRow}
          >
            <TreeItemContent>
              {({ hasChildItems }) => (
                <span className={rowContent}>
                  {hasChildItems ? (
                    <Button slot="chevron" className={chevron} aria-label={`Show or hide ${title}`}>
                      <Icon icon={ChevronRightIcon} size="sm" />
                    </Button>
                  ) : null}
                  {item.type === 'node' && <Icon icon={KIND_ICONS[item.node.kind]} size="sm" />}
                  <span className={rowTitle}>{title}</span>
                </span>
              )}
            </TreeItemContent>
            <Collection items={item.children} dependencies={[countsShown]}>
              {renderItem}
            </Collection>
          </TreeItem>
        );
      }}
    </Tree>
  );
  // A small outline is drawn whole, every row findable on the page; a large one only where seen.
  return groups.length + graph.nodes.length > VIRTUALIZE_ABOVE ? (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowSize: OUTLINE_ROW_HEIGHT }}>
      {tree}
    </Virtualizer>
  ) : (
    tree
  );
}

const expandable = (item: OutlineItem): string[] =>
  item.children.length > 0
    ? [item.id, ...item.children.flatMap(expandable)]
    : item.children.flatMap(expandable);
