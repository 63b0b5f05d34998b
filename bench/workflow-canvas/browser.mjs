// The page helpers both parts of the benchmark share: the browser, the long tasks a page records.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';

/** Debian's Chromium, headless, with the options the tests use. */
export const launchChromium = () => chromium.launch({ ...chromiumLaunchOptions(), headless: true });

/**
 * Runs in the page before its own scripts: records main-thread tasks over 50 ms
 * (`__bench.longTasks`), and the time from navigation until the first canvas node is painted
 * (`__bench.firstNodePaintedAt`): the frame after the node enters the DOM, read once that
 * frame's work (rendering included) is over.
 */
export function recordPageFigures() {
  const bench = { longTasks: [], firstNodePaintedAt: undefined };
  globalThis.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const painted = () => {
    globalThis.requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (bench.firstNodePaintedAt = performance.now());
      channel.port2.postMessage(undefined);
    });
  };
  const watch = new globalThis.MutationObserver(() => {
    if (!globalThis.document.querySelector('.react-flow__node')) return;
    watch.disconnect();
    painted();
  });
  watch.observe(globalThis.document, { childList: true, subtree: true });
}

/** The longest task in a list of `{ start, duration }` that started at or after `since`, 0 when none did. */
export const longestSince = (tasks, since) => Math.max(0, ...tasks.filter((task) => task.start >= since).map((task) => task.duration));
