import { ApiError, type ResourceRecord } from '@agentdeck/api-client';
import { useWorkflowVersion, useWorkflowVersions } from '@agentdeck/api-client/hooks';
import { Button, Card, EmptyState, Link, Spinner } from '@agentdeck/ui';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { Moment } from '../../../lib/dates';
import { NodePanel } from '../editor/LazyPanels';
import { WorkflowCanvas, type CanvasSelection } from '../editor/WorkflowCanvas';
import { error as errorText, facts, muted, section, versionGrid } from './authoring.css';
import { CompareVersions } from './CompareVersions';
import { ReleaseTypeBadge } from './ReleaseTypeBadge';
import { WorkflowHeader } from './WorkflowHeader';

/** What a published version is called: major.minor.patch (anything else is not one, and is not asked for). */
const VERSION = /^\d+\.\d+\.\d+$/;
const noSelection: CanvasSelection = { nodeIds: [], edgeIds: [] };
const ignoreChange = () => {};

/**
 * One published version (`…?workflowId=&version=1.2.0`), as a run trace links to it: versions are
 * immutable (design section 1), so its graph is drawn read-only, with its release notes, who
 * published it and when, the way back to the draft and a comparison with it. A selected node's
 * settings show read-only beside the canvas.
 */
export function VersionView({ workflow, version }: { workflow: ResourceRecord<'workflow'>; version: string }) {
  const { id: wid } = useCurrentWorkspace();
  const isWellFormed = VERSION.test(version);
  const published = useWorkflowVersion(isWellFormed ? { params: { wid, id: workflow.id, version } } : null);
  const versions = useWorkflowVersions({ params: { wid, id: workflow.id } });
  const [selection, setSelection] = useState<CanvasSelection>(noSelection);
  const [isComparing, setComparing] = useState(false);
  const draftHref = paths.workspace.workflowAuthoring.getHref(wid, workflow.id);
  const backToDraft = <Link href={draftHref}>Back to the draft</Link>;

  if (published.isLoading) return <Spinner label={`Loading version ${version}`} />;
  const { data } = published;
  if (!data) {
    const failure = published.error;
    if (failure && !(failure instanceof ApiError && failure.status === 404)) {
      return (
        <div className={section}>
          <WorkflowHeader workflow={workflow} />
          <p role="alert" className={errorText}>{`Could not load version ${version}: ${failure.message}`}</p>
          {backToDraft}
        </div>
      );
    }
    return (
      <div className={section}>
        <WorkflowHeader workflow={workflow} />
        <EmptyState
          title="Version not found"
          description={`${workflow.name} has no published version ${version}.`}
          action={backToDraft}
        />
      </div>
    );
  }

  const selectedId = selection.nodeIds.at(-1);
  const selected = selectedId === undefined ? undefined : data.graph.nodes.find((node) => node.id === selectedId);
  return (
    <>
      <WorkflowHeader workflow={workflow} />
      <Card
        title={`Version ${data.version} · read-only`}
        headingLevel={3}
        isLandmark
        actions={
          <>
            {backToDraft}
            <Button variant="secondary" size="sm" aria-expanded={isComparing} onPress={() => setComparing((open) => !open)}>
              Compare with the draft
            </Button>
          </>
        }
      >
        <div className={section}>
          <div className={facts}>
            <ReleaseTypeBadge releaseType={data.releaseType} />
            <span className={muted}>
              {`Published by ${data.createdBy.name}, `}
              <Moment value={data.createdAt} format="dateTime" />
            </span>
          </div>
          <p>{data.notes || 'No release notes.'}</p>
          <p className={muted}>A published version does not change: edit the draft, and publish it as a new version.</p>
        </div>
      </Card>
      {isComparing && (
        <CompareVersions workflowId={workflow.id} versions={versions.data ?? []} draft={workflow.draft} initial={{ from: data.version, to: 'draft' }} />
      )}
      <div className={versionGrid}>
        <ReactFlowProvider>
          <WorkflowCanvas
            flowId="workflow-version"
            label={`Version ${data.version} on a canvas, read-only`}
            graph={data.graph}
            selection={selection}
            onSelectionChange={setSelection}
            isReadOnly
          />
        </ReactFlowProvider>
        <div className={section}>
          {selected ? (
            <NodePanel graph={data.graph} node={selected} isReadOnly onChange={ignoreChange} />
          ) : (
            <p className={muted}>Select a node to see its settings.</p>
          )}
        </div>
      </div>
    </>
  );
}
