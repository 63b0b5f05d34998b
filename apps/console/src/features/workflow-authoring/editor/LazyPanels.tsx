import type { WorkflowNode } from '@agentdeck/api-client';
import { Spinner } from '@agentdeck/ui';
import { lazy, Suspense } from 'react';
import type { NodePanelProps, WorkflowSettingsPanelProps } from '../panels';

// The panels (forms, pickers, the condition and prompt editors) load when the first one shows,
// not with the canvas: the route's budget counts what opens before a panel does (issue 23).
const NodePanelModule = lazy(() => import('../panels/NodePanel').then((module) => ({ default: module.NodePanel })));
const SettingsPanelModule = lazy(() =>
  import('../panels/WorkflowSettingsPanel').then((module) => ({ default: module.WorkflowSettingsPanel })),
);

const loading = <Spinner label="Loading the panel" />;

/** The selected node's panel, loaded on first use. */
export function NodePanel(props: NodePanelProps<WorkflowNode>) {
  return (
    <Suspense fallback={loading}>
      <NodePanelModule {...props} />
    </Suspense>
  );
}

/** The workflow's own settings (self learning), loaded on first use. */
export function WorkflowSettingsPanel(props: WorkflowSettingsPanelProps) {
  return (
    <Suspense fallback={loading}>
      <SettingsPanelModule {...props} />
    </Suspense>
  );
}
