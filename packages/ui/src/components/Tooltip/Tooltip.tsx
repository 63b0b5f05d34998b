'use client';

import { useState, type ReactElement, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { arrow, tooltip } from './Tooltip.css';
import { useTriggerMoves } from './useTriggerMoves';

// react-aria's default room kept between a tip and the viewport's edges.
const edgePadding = 12;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tip's text, such as 'All details need to be filled before the form can be saved'. */
  content: ReactNode;
  /**
   * The element the tip describes: a focusable react-aria component (Button, IconButton, Link).
   * Wrap anything else in react-aria's `Focusable`.
   */
  children: ReactElement;
  /**
   * Milliseconds the pointer must rest on the trigger before the tip shows. The sidebar uses 0
   * on its items and the default 500 on group headers (spec 000 section 9). Keyboard focus
   * shows the tip at once. @default 500
   */
  delay?: number;
  /** Milliseconds before the tip hides once the pointer leaves. @default 500 */
  closeDelay?: number;
  /** Side of the trigger the tip prefers; it flips when there is no room. @default 'top' */
  placement?: AriaTooltipProps['placement'];
}

/**
 * A short label shown on hover and keyboard focus, on react-aria's `TooltipTrigger`.
 *
 * Accessibility: the tip describes its trigger (`aria-describedby`), so it must not hold the
 * only name of a control: icon-only buttons take their name from `IconButton`'s `label`. It
 * shows on focus as well as hover, and Escape hides it. A disabled react-aria Button receives no
 * hover or focus, so to explain why a button is disabled, keep it focusable or put the reason
 * in visible text.
 */
export function Tooltip({
  content,
  children,
  delay = 500,
  closeDelay = 500,
  placement = 'top',
  ...props
}: TooltipProps) {
  const [tip, setTip] = useState<HTMLDivElement | null>(null);
  // react-aria places the tip again when a placement input changes; a move of the trigger changes
  // the edge padding by a hundredth of a pixel, which nothing paints.
  const triggerMoves = useTriggerMoves(tip);
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} {...props}>
      {children}
      <AriaTooltip
        ref={setTip}
        placement={placement}
        offset={8}
        containerPadding={edgePadding + (triggerMoves % 2) * 0.01}
        className={tooltip}
      >
        <OverlayArrow>
          <svg viewBox="0 0 8 8" className={arrow} aria-hidden>
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
