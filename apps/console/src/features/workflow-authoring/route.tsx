import { useSearchParams } from 'react-router';
import { WorkflowAuthoring } from './components/WorkflowAuthoring';
import { WorkflowChooser } from './components/WorkflowChooser';

/** `/workspace/{wid}/workflows/workflow-authoring[?workflowId=]`: one workflow's draft and versions, or the list to open one from. */
export function Component() {
  const [params] = useSearchParams();
  const workflowId = params.get('workflowId');
  return workflowId ? <WorkflowAuthoring key={workflowId} workflowId={workflowId} /> : <WorkflowChooser />;
}
