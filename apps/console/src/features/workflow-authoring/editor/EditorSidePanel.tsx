import type { CheckProblem, ResourceRecord, WorkflowNode } from '@agentdeck/api-client';
import { LazyRunTrace } from '../../../entities/run-trace';
import { paths } from '../../../config/paths';
import type { useWorkflowEditor } from '../model/use-workflow-editor';
import { RunPanel } from '../run/LazyRun';
import type { useEditorRun } from '../run/use-editor-run';
import { NodePanel, WorkflowSettingsPanel } from './LazyPanels';
import { panelColumn } from './editor.css';
import { ProblemsPanel } from './ProblemsPanel';

export interface EditorSidePanelProps {
  wid: string;
  workflow: ResourceRecord<'workflow'>;
  editor: ReturnType<typeof useWorkflowEditor>;
  editorRun: ReturnType<typeof useEditorRun>;
  selectedNode: WorkflowNode | undefined;
  problems: CheckProblem[] | undefined;
  isChecking: boolean;
  onGoTo: (nodeId: string) => void;
}

/**
 * Beside the canvas: the run shown (its panel, and its trace when opened), the selected node's
 * panel or the workflow's settings, and the publish check's problems.
 */
export function EditorSidePanel({ wid, workflow, editor, editorRun, selectedNode, problems, isChecking, onGoTo }: EditorSidePanelProps) {
  const isReadOnly = workflow.isReadOnly;
  // Another run opened from the trace (a re-run, an original) is pinned in the editor.
  const runHref = (runId: string) => paths.workspace.workflowAuthoring.getHref(wid, workflow.id, undefined, runId);
  return (
    <div className={panelColumn}>
      {editorRun.runId && (
        <RunPanel
          wid={wid}
          run={editorRun.run}
          nodeSteps={editorRun.nodeSteps}
          selectedNode={selectedNode}
          isTraceOpen={editorRun.isTraceOpen}
          onToggleTrace={editorRun.toggleTrace}
          onDismiss={editorRun.dismiss}
          isDebugging={editorRun.isDebugging}
          onReplayFrom={isReadOnly ? undefined : editorRun.replayFrom}
          runHref={runHref}
        />
      )}
      {editorRun.runId && editorRun.isTraceOpen ? (
        <LazyRunTrace wid={wid} runId={editorRun.runId} runHref={runHref} />
      ) : selectedNode ? (
        <NodePanel
          graph={editor.graph}
          node={selectedNode}
          isReadOnly={isReadOnly}
          onChange={(update) =>
            editor.updateNode(selectedNode.id, update, { coalesceKey: `${selectedNode.id}:${Object.keys(update.data ?? {}).join()}:${update.label ?? ''}` })
          }
        />
      ) : (
        <WorkflowSettingsPanel workflowId={workflow.id} settings={editor.graph.settings} isReadOnly={isReadOnly} onChange={(settings) => editor.updateSettings(settings)} />
      )}
      <ProblemsPanel problems={problems} isChecking={isChecking} onGoTo={onGoTo} />
    </div>
  );
}
