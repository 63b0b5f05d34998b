import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSurface } from '../../lib/records/LoadingSurface';
import { useCurrentWorkspace } from '../../lib/current-workspace';

// The trace (the waterfall, the events reader, the contract's event schema) loads when a run is first opened.
const RunTraceDrawer = lazy(() => import('./RunTraceDrawer'));

/** The search param that opens a run's trace on any screen that mounts `RunTraceFromUrl`. */
export const RUN_ID_PARAM = 'runId';
const TITLE = 'Run trace';

/**
 * The run trace of `?runId=` in a drawer, for a screen to mount once: a link or a row that sets
 * the param opens it, closing it removes the param, and the address can be shared.
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
        title={TITLE}
        isOpen
        onOpenChange={close}
      />
    </Suspense>
  );
}
