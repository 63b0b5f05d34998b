import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { useState } from 'react';
import { WorkspaceProviders } from '../../../testing/workspace-providers';
import { PanelHost } from './PanelHost';
import { claimsWorkflow, panelWorkspace } from './sample-workflow';
import { storyFrame } from './story-frame.css';
import type { NodePanelUpdate } from './types';

export interface PanelStoryProps {
  /** The node of the sample claims workflow whose panel is shown. */
  nodeId: string;
  onChange: (update: NodePanelUpdate<WorkflowNode>) => void;
  isReadOnly?: boolean;
  /** Changes the sample workflow before the panel opens. */
  edit?: (graph: WorkflowGraph) => WorkflowGraph;
}

/** A node panel of the sample claims workflow, over the sample workspace, where the editor holds it. */
export function PanelStory({ nodeId, onChange, isReadOnly, edit = (graph) => graph }: PanelStoryProps) {
  const [{ api, graph }] = useState(() => {
    const workspace = panelWorkspace();
    return { api: workspace.api, graph: edit(claimsWorkflow(workspace.idOf)) };
  });
  return (
    <WorkspaceProviders api={api}>
      <div className={storyFrame}>
        <PanelHost graph={graph} nodeId={nodeId} onChange={onChange} isReadOnly={isReadOnly} />
      </div>
    </WorkspaceProviders>
  );
}
