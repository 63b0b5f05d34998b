import { resourceHooks } from '@agentdeck/api-client';
import { EmptyState, Link, Spinner } from '@agentdeck/ui';
import { useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { paths } from '../../../config/paths';
import { columns, page } from './authoring.css';
import { DraftOutline, outlineEntryId } from './DraftOutline';
import { PublishDialog } from './PublishDialog';
import { VersionsPanel } from './VersionsPanel';
import { WorkflowHeader } from './WorkflowHeader';

/**
 * One workflow being authored (`…/workflow-authoring?workflowId=`): its header with Publish, the
 * draft's nodes and its Versions panel. The canvas takes the outline's place (issue 23).
 */
export function WorkflowAuthoring({ workflowId }: { workflowId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const workflows = resourceHooks.workflow.useList(wid);
  const [isPublishing, setPublishing] = useState(false);
  const [selectedNodeId, setSelectedNodeId] = useState<string>();
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
  const goTo = (nodeId: string) => {
    setPublishing(false);
    setSelectedNodeId(nodeId);
    // After the dialog has closed and given focus back: the entry then takes it.
    requestAnimationFrame(() => document.getElementById(outlineEntryId(nodeId))?.focus());
  };
  return (
    <div className={page}>
      <WorkflowHeader workflow={workflow} onPublish={() => setPublishing(true)} />
      <div className={columns}>
        <DraftOutline graph={workflow.draft} selectedNodeId={selectedNodeId} />
        <VersionsPanel workflow={workflow} />
      </div>
      <PublishDialog workflow={workflow} isOpen={isPublishing} onOpenChange={setPublishing} onGoTo={goTo} />
    </div>
  );
}
