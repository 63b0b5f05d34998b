import { Spinner } from '@agentdeck/ui';
import { lazy, Suspense } from 'react';
import type { RunTraceProps } from './RunTrace';

// The trace's code loads when a screen first shows a run.
const RunTrace = lazy(() => import('./RunTrace').then((module) => ({ default: module.RunTrace })));

/** The run trace in place (beside a canvas, in a page), loaded when first shown. */
export function LazyRunTrace(props: RunTraceProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the run" />}>
      <RunTrace {...props} />
    </Suspense>
  );
}
