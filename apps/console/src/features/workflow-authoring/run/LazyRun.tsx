import { Spinner } from '@agentdeck/ui';
import { lazy, Suspense } from 'react';
import type { RunDialogProps } from './RunDialog';
import type { RunPanelProps } from './RunPanel';

// The Run dialog (key-value rows) and the run panel (a step's details, the review) load when
// first used, not with the canvas: the route's budget counts what opens before a run does.
const RunDialogModule = lazy(() => import('./RunDialog').then((module) => ({ default: module.RunDialog })));
const RunPanelModule = lazy(() => import('./RunPanel').then((module) => ({ default: module.RunPanel })));

/** The Run dialog, loaded the first time it opens. */
export function RunDialog(props: RunDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <RunDialogModule {...props} />
    </Suspense>
  );
}

/** The run panel, loaded when the first run starts. */
export function RunPanel(props: RunPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the run" />}>
      <RunPanelModule {...props} />
    </Suspense>
  );
}
