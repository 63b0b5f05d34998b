import type { LogLine } from '@agentdeck/api-client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { Moment } from '../../../lib/dates';
import { activeRow, cell, grid, headerRow, levelText, row, scroller, time, wideOnly } from './logging.css';

/** Each row's height in pixels (`row` in logging.css.ts is 2rem). */
const ROW_HEIGHT = 32;
/** Rows from the end at which the next page is asked for. */
const LOAD_AHEAD = 40;
const PAGE_ROWS = 15;

export interface LogListProps {
  lines: readonly LogLine[];
  /** All the lines the query matches (more than `lines` while pages remain). */
  total: number;
  hasMore: boolean;
  onLoadMore: () => unknown;
  onOpen: (line: LogLine) => void;
  /** Keeps the last line in view as lines are added (the live tail while it follows). */
  followEnd?: boolean;
  /** Told when the member scrolls away from the end (true) or back to it (false). */
  onAwayFromEnd?: (isAway: boolean) => void;
}

/**
 * The lines as a grid: only the rows in view are in the page (virtualised), so 100,000 lines
 * scroll as smoothly as 100. One tab stop; arrows, Page Up/Down, Home and End move the active
 * row (`aria-activedescendant`), Enter opens it. Near the end, the next page is asked for.
 */
export function LogList({ lines, total, hasMore, onLoadMore, onOpen, followEnd = false, onAwayFromEnd }: LogListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const [active, setActive] = useState(0);
  // The virtualizer answers fresh values from the same object, which this component reads during
  // render and does not pass to memoized children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: lines.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? 0;
  const activeIndex = Math.min(active, Math.max(0, lines.length - 1));

  useEffect(() => {
    if (hasMore && lastRendered >= lines.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, lastRendered, lines.length, onLoadMore]);

  useEffect(() => {
    if (followEnd && lines.length > 0) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [followEnd, lines.length, virtualizer]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(lines.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE_ROWS, PageUp: -PAGE_ROWS };
    if (event.key in moves) moveTo(activeIndex + moves[event.key]!);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(lines.length - 1);
    else if (event.key === 'Enter' && lines[activeIndex]) onOpen(lines[activeIndex]);
    else return;
    event.preventDefault();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    onAwayFromEnd?.(element.scrollHeight - element.scrollTop - element.clientHeight > ROW_HEIGHT);
  };
  const rowId = (index: number) => `${id}-row-${index}`;
  const activeIsRendered = items.some((item) => item.index === activeIndex);

  return (
    <div
      role="grid"
      aria-label="Log lines"
      aria-rowcount={total + 1}
      aria-colcount={5}
      aria-activedescendant={activeIsRendered && lines.length > 0 ? rowId(activeIndex) : undefined}
      tabIndex={0}
      className={grid}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={headerRow}>
          <span role="columnheader">Time</span>
          <span role="columnheader">Level</span>
          <span role="columnheader" className={wideOnly}>
            Workflow
          </span>
          <span role="columnheader" className={wideOnly}>
            Node
          </span>
          <span role="columnheader">Message</span>
        </div>
      </div>
      <div ref={scrollRef} className={scroller} onScroll={onScroll} role="rowgroup">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const line = lines[item.index]!;
            return (
              // The grid holds the focus and the keys (aria-activedescendant); a row takes a click.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
              <div
                key={line.id}
                id={rowId(item.index)}
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={item.index === activeIndex}
                className={`${row} ${item.index === activeIndex ? activeRow : ''}`}
                style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
                onClick={() => {
                  setActive(item.index);
                  onOpen(line);
                }}
              >
                <span role="gridcell" className={time}>
                  <Moment value={line.ts} format="timeMilliseconds" />
                </span>
                <span role="gridcell" className={`${cell} ${levelText[line.level]}`}>
                  {line.level}
                </span>
                <span role="gridcell" className={`${cell} ${wideOnly}`}>
                  {line.workflowName}
                </span>
                <span role="gridcell" className={`${cell} ${wideOnly}`}>
                  {line.node}
                </span>
                <span role="gridcell" className={cell} title={line.message}>
                  {line.message}
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
