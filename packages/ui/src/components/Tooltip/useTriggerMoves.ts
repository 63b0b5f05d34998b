'use client';

import { useEffect, useState } from 'react';

/**
 * Counts the times the element a tooltip describes moves while the tooltip is open: react-aria
 * places a tooltip when it opens, on window resizes and when either element changes size, but
 * not when the page's layout shifts the trigger (a validation message appearing above a Save
 * button). Checked once a frame, only while the tooltip is open.
 */
export function useTriggerMoves(tooltip: HTMLElement | null): number {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    if (!tooltip?.id) return;
    const trigger = document.querySelector(`[aria-describedby~="${CSS.escape(tooltip.id)}"]`);
    if (!trigger) return;
    let last = trigger.getBoundingClientRect();
    let frame = requestAnimationFrame(function check() {
      const now = trigger.getBoundingClientRect();
      if (now.top !== last.top || now.left !== last.left) setMoves((count) => count + 1);
      last = now;
      frame = requestAnimationFrame(check);
    });
    return () => cancelAnimationFrame(frame);
  }, [tooltip]);
  return moves;
}
