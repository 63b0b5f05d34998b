/**
 * The benchmark page: the console's comparison view (apps/console/src/features/run-compare) with
 * two runs of `?nodes=N` nodes each (500 by default, `largeComparison`), as the compare page
 * draws it once the server has answered, plus `globalThis.runCompareBench`, which run.mjs drives.
 *
 * A draw starts when React is asked to render and ends after the first frame that paints every
 * row: each animation frame counts the table's rows, and once all are there a message is posted,
 * which runs after that frame is painted.
 */
import { ThemeProvider } from '@agentdeck/ui';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ComparisonView } from '../../../apps/console/src/features/run-compare/components/ComparisonView.tsx';
import { largeComparison } from '../../../apps/console/src/testing/fake-comparison.ts';

const nodeCount = Number(new URLSearchParams(location.search).get('nodes') ?? '500');
const comparison = largeComparison(nodeCount);

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const host = document.getElementById('root')!;
let root: Root | undefined;
const rowsDrawn = () => host.querySelectorAll('tbody tr').length;

/** Draws the comparison afresh; resolves with the time to the painted frame that shows every row. */
function draw(): Promise<{ ms: number; start: number; end: number }> {
  root?.unmount();
  root = createRoot(host);
  return new Promise((resolve) => {
    const start = performance.now();
    root!.render(
      <StrictMode>
        <ThemeProvider theme="light">
          <MemoryRouter>
            <ComparisonView comparison={comparison} traceHref={(side, stepId) => `?runId=${comparison[side].id}${stepId ? `&stepId=${stepId}` : ''}`} />
          </MemoryRouter>
        </ThemeProvider>
      </StrictMode>,
    );
    const frame = () => {
      if (rowsDrawn() < nodeCount) return void requestAnimationFrame(frame);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const end = performance.now();
        resolve({ ms: end - start, start, end });
      };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(frame);
  });
}

const bench = {
  nodeCount,
  draw,
  longTasksBetween: (from: number, to: number) => longTasks.filter((task) => task.start >= from && task.start <= to),
};

declare global {
  var runCompareBench: typeof bench;
}
globalThis.runCompareBench = bench;
