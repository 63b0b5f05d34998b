import { useSearchParams } from 'react-router';
import { WorkflowAuthoring } from './components/WorkflowAuthoring';
import { WorkflowChooser } from './components/WorkflowChooser';

/**
 * `/workspace/{wid}/workflows/workflow-authoring[?workflowId=[&version=]]`: one workflow's draft
 * (no `version`, or `draft`) or one of its published versions read-only, or the list to open one from.
 */
export function Component() {
  const [params] = useSearchParams();
  const workflowId = params.get('workflowId');
  const version = params.get('version') ?? undefined;
  return workflowId ? <WorkflowAuthoring key={workflowId} workflowId={workflowId} version={version} /> : <WorkflowChooser />;
}
