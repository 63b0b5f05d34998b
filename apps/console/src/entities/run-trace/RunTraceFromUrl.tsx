import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSurface } from '../../lib/records/LoadingSurface';
import { useCurrentWorkspace } from '../../lib/current-workspace';
import { RUN_ID_PARAM, STEP_ID_PARAM, withRunInSearch } from './run-href';

// The trace (the waterfall, the events reader, the contract's event schema) loads when a run is first opened.
const RunTraceDrawer = lazy(() => import('./RunTraceDrawer'));

const TITLE = 'Run trace';

/**
 * The run trace of `?runId=` (at `&stepId=`) in a drawer, for a screen to mount once: a link or a
 * row that sets the param opens it, closing it removes the params, and the address can be shared.
 * A run the trace links to (a re-run, a reused step's original) opens in the same drawer.
 */
export function RunTraceFromUrl() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const runId = params.get(RUN_ID_PARAM);
  if (!runId) return null;
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(RUN_ID_PARAM);
      next.delete(STEP_ID_PARAM);
      return next;
    });
  };
  return (
    <Suspense
      fallback={<LoadingSurface surface="drawer" isOpen onOpenChange={close} title={TITLE} />}
    >
      <RunTraceDrawer
        key={runId}
        wid={wid}
        runId={runId}
        stepId={params.get(STEP_ID_PARAM) ?? undefined}
        runHref={(id, stepId) => withRunInSearch(params, id, stepId)}
        title={TITLE}
        isOpen
        onOpenChange={close}
      />
    </Suspense>
  );
}
