import type { RunCompareNode, RunCompareSide } from '@agentdeck/api-client';
import { Badge, Button, MinusIcon } from '@agentdeck/ui';
import { Fragment, lazy, Suspense, useState } from 'react';
import { formatStepDuration, StatusBadge } from '../../../entities/run-trace';
import { useClientLinkClicks } from '../../../lib/client-link-clicks';
import { changeWords } from '../model/comparison-words';
import { cell, changedRow, figures, headCell, nodeName, sideCell, statusLink, table, tableFrame } from './run-compare.css';

// CodeMirror's merge view loads when the first diff is shown, not with the 500 rows.
const NodeDiffs = lazy(() => import('./NodeDiffs'));

export interface NodeComparisonTableProps {
  nodes: readonly RunCompareNode[];
  names: [string, string];
  /** The address of a side's step in its run's trace. */
  stepHref: (side: 'a' | 'b', stepId: string) => string;
}

const isChanged = (node: RunCompareNode) => node.statusChanged || node.inputChanged || node.outputChanged;

/** A side at a node: its status (a link to the step in its run's trace) and figures, or 'Not reached'. */
function SideCell({ side, href }: { side: RunCompareSide; href: string | undefined }) {
  if (side.status === null)
    return (
      <div className={sideCell}>
        <Badge tone="neutral" icon={MinusIcon}>
          Not reached
        </Badge>
      </div>
    );
  return (
    <div className={sideCell}>
      {href ? (
        // A plain link (the table navigates in the app for it), not the ui one: a thousand of react-aria's links took a fifth of the draw of two 500-node runs.
        <a href={href} className={statusLink}>
          <StatusBadge status={side.status} />
        </a>
      ) : (
        <StatusBadge status={side.status} />
      )}
      <span className={figures}>
        {`${formatStepDuration({ status: side.status, durationMs: side.durationMs })} · ${side.tokens.toLocaleString('en')} tokens · ${side.credits.toLocaleString('en')} credits`}
      </span>
    </div>
  );
}

/**
 * Both runs per node (design section 2.1c): each side's status (or 'Not reached'), duration,
 * tokens and credits, what changed in words, and on demand a diff of the input and output that
 * changed. A row's status links to that step in its run's trace. Plain table rows, so two runs of
 * 500 nodes draw at once; the diffs load only when asked for.
 */
export function NodeComparisonTable({ nodes, names, stepHref }: NodeComparisonTableProps) {
  const [openDiffs, setOpenDiffs] = useState<ReadonlySet<number>>(new Set());
  const onLinkClick = useClientLinkClicks();
  const toggle = (index: number) =>
    setOpenDiffs((open) => {
      const next = new Set(open);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    // A wide table scrolls inside its frame; keyboard users need to reach it to scroll (axe: scrollable-region-focusable).
    // Its clicks are its links' (useClientLinkClicks), which the keyboard reaches as links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div className={tableFrame} tabIndex={0} role="region" aria-label="Nodes compared" onClick={onLinkClick}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Node
            </th>
            <th scope="col" className={headCell}>
              {names[0]}
            </th>
            <th scope="col" className={headCell}>
              {names[1]}
            </th>
            <th scope="col" className={headCell}>
              Changes
            </th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((node, index) => {
            const hasDiff = node.inputChanged || node.outputChanged;
            const isOpen = openDiffs.has(index);
            const diffId = `node-diff-${index}`;
            return (
              <Fragment key={`${node.a.nodeId ?? ''}/${node.b.nodeId ?? ''}/${index}`}>
                <tr>
                  <th scope="row" className={isChanged(node) ? `${cell} ${changedRow}` : cell}>
                    <span className={nodeName}>
                      <span>{node.label}</span>
                      <span className={figures}>{node.kind}</span>
                    </span>
                  </th>
                  <td className={cell}>
                    <SideCell side={node.a} href={node.a.stepId ? stepHref('a', node.a.stepId) : undefined} />
                  </td>
                  <td className={cell}>
                    <SideCell side={node.b} href={node.b.stepId ? stepHref('b', node.b.stepId) : undefined} />
                  </td>
                  <td className={cell}>
                    <span className={sideCell}>
                      {changeWords(node)}
                      {hasDiff && (
                        <Button variant="ghost" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? diffId : undefined} onPress={() => toggle(index)}>
                          {isOpen ? `Hide the diff of ${node.label}` : `Show the diff of ${node.label}`}
                        </Button>
                      )}
                    </span>
                  </td>
                </tr>
                {isOpen && (
                  <tr id={diffId}>
                    <td colSpan={4} className={cell}>
                      <Suspense fallback={null}>
                        <NodeDiffs node={node} names={names} />
                      </Suspense>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
