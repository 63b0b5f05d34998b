import { resourceHooks } from '@agentdeck/api-client';
import { EmptyState, Link, Spinner } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { paths } from '../../../config/paths';
import { WorkflowEditor } from '../canvas/WorkflowEditor';
import { page } from './authoring.css';
import { PublishDialog } from './PublishDialog';
import { VersionsPanel } from './VersionsPanel';
import { WorkflowHeader } from './WorkflowHeader';

/**
 * One workflow being authored (`…/workflow-authoring?workflowId=`): its header with the draft's
 * saved state and Publish, the editor, and its Versions panel.
 */
export function WorkflowAuthoring({ workflowId }: { workflowId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const workflows = resourceHooks.workflow.useList(wid);
  const [isPublishing, setPublishing] = useState(false);
  const workflow = workflows.data?.find((each) => each.id === workflowId);

  if (workflows.isLoading) return <Spinner label="Loading the workflow" />;
  if (!workflow) {
    return (
      <EmptyState
        title="Workflow not found"
        description="It may have been deleted, or it belongs to another workspace."
        action={<Link href={paths.workspace.workflowAuthoring.getHref(wid)}>Choose a workflow</Link>}
      />
    );
  }
  return (
    <div className={page}>
      <WorkflowEditor workflow={workflow}>
        {({ saveState, canPublish, goTo, onRun }) => (
          <>
            <WorkflowHeader workflow={workflow} saveState={saveState} canPublish={canPublish} onPublish={() => setPublishing(true)} onRun={onRun} />
            <PublishDialog
              workflow={workflow}
              isOpen={isPublishing}
              onOpenChange={setPublishing}
              onGoTo={(nodeId) => {
                setPublishing(false);
                // After the dialog has closed and given focus back: the node then takes it.
                requestAnimationFrame(() => goTo(nodeId));
              }}
            />
          </>
        )}
      </WorkflowEditor>
      <VersionsPanel workflow={workflow} />
    </div>
  );
}
