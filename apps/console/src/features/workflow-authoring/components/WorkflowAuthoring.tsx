import { useWorkflow } from '@agentdeck/api-client/hooks';
import { EmptyState, Link, Spinner } from '@agentdeck/ui';
import { lazy, Suspense, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { LoadingSurface } from '../../../lib/records/LoadingSurface';
import { useHasOpened } from '../../../lib/records/use-record-dialog';
import { paths } from '../../../config/paths';
import { WorkflowEditor } from '../editor/WorkflowEditor';
import { DeploymentsPanel } from '../environments/DeploymentsPanel';
import { page } from './authoring.css';
import { VersionsPanel } from './VersionsPanel';
import { WorkflowHeader } from './WorkflowHeader';

// A published version's read-only view loads when one is opened (a run trace links to it), not with the editor.
const DRAFT = 'draft';

const VersionView = lazy(() => import('./VersionView').then((module) => ({ default: module.VersionView })));
// The Publish dialog (the check, the changes, the release type) loads when it first opens.
const PublishDialog = lazy(() => import('./PublishDialog').then((module) => ({ default: module.PublishDialog })));

/**
 * One workflow being authored (`…/workflow-authoring?workflowId=`): its header with the draft's
 * saved state, environments and Publish, the editor, its Versions and its Deployments panels. With `version=` (other than
 * `draft`), that published version instead, read-only (design section 1: versions are immutable).
 */
export function WorkflowAuthoring({ workflowId, version = DRAFT }: { workflowId: string; version?: string }) {
  const { id: wid } = useCurrentWorkspace();
  // The one workflow with its draft (design section 1.5): the list answers none of the graphs.
  const { data: workflow, isLoading } = useWorkflow({ params: { wid, id: workflowId } });
  const [isPublishing, setPublishing] = useState(false);
  const hasPublished = useHasOpened(isPublishing);

  if (isLoading) return <Spinner label="Loading the workflow" />;
  if (!workflow) {
    return (
      <EmptyState
        title="Workflow not found"
        description="It may have been deleted, or it belongs to another workspace."
        action={<Link href={paths.workspace.workflowAuthoring.getHref(wid)}>Choose a workflow</Link>}
      />
    );
  }
  if (version !== DRAFT) {
    return (
      <div className={page}>
        <Suspense fallback={<Spinner label={`Loading version ${version}`} />}>
          <VersionView key={version} workflow={workflow} version={version} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={page}>
      <WorkflowEditor workflow={workflow}>
        {({ saveState, canPublish, goTo, onRun }) => (
          <>
            <WorkflowHeader workflow={workflow} editing={{ saveState, canPublish, onPublish: () => setPublishing(true), onRun }} />
            {hasPublished && (
              <Suspense fallback={<LoadingSurface surface="dialog" isOpen={isPublishing} onOpenChange={setPublishing} title="Publish" />}>
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
              </Suspense>
            )}
          </>
        )}
      </WorkflowEditor>
      <VersionsPanel workflow={workflow} />
      <DeploymentsPanel workflowId={workflow.id} />
    </div>
  );
}
