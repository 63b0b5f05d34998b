import type { GraphChange, WorkflowGraph } from '@agentdeck/api-client';
import { resourceHooks, useWorkflowVersion } from '@agentdeck/api-client/hooks';
import { Spinner } from '@agentdeck/ui';
import { ReactFlowProvider } from '@xyflow/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { WorkflowCanvas, type CanvasSelection } from '../editor/WorkflowCanvas';
import { changesOfCanvasNode, diffView, promptChangeOf } from '../model/diff-marks';
import { error as errorText, group, muted, section } from './authoring.css';
import { ChangeList } from './ChangeList';

// CodeMirror's merge view is only needed once a changed prompt is selected.
const TextDiff = lazy(() => import('../../../components/text-diff/TextDiff'));

const DRAFT = 'draft';
const noSelection: CanvasSelection = { nodeIds: [], edgeIds: [] };

export interface VisualDiffProps {
  workflowId: string;
  /** `draft` or a version, as the diff was asked for. */
  from: string;
  to: string;
  changes: readonly GraphChange[];
  /** The draft as the server holds it: what the diff compared. */
  draft: WorkflowGraph;
}

/** A side's graph: the draft at hand, or the version fetched (a null key leaves the draft alone). */
function useSideGraph(workflowId: string, side: string, draft: WorkflowGraph) {
  const { id: wid } = useCurrentWorkspace();
  const version = useWorkflowVersion(side === DRAFT ? null : { params: { wid, id: workflowId, version: side } });
  return side === DRAFT ? { graph: draft } : { graph: version.data?.graph, isLoading: version.isLoading, error: version.error };
}

/** The prompt texts behind a changed prompt template reference, as a text diff. */
function PromptChange({ before, after }: { before: string; after: string }) {
  const { id: wid } = useCurrentWorkspace();
  const prompts = resourceHooks.promptTemplate.useList(wid);
  if (prompts.isLoading) return <Spinner label="Loading the prompts" />;
  // Templates are not versioned: the text is each template's as it is now.
  const find = (id: string) => prompts.data?.find((prompt) => prompt.id === id);
  const [old, now] = [find(before), find(after)];
  const name = (id: string) => find(id)?.name ?? (id ? `${id} (deleted)` : '(none)');
  return (
    <div className={group}>
      <p className={muted}>{`Prompt: ${name(before)} → ${name(after)}`}</p>
      <Suspense fallback={<Spinner label="Loading the prompt diff" />}>
        <TextDiff
          label={`Prompt text, ${name(before)} to ${name(after)}`}
          before={old?.configurations.prompt_template ?? ''}
          after={now?.configurations.prompt_template ?? ''}
        />
      </Suspense>
    </div>
  );
}

/**
 * The comparison drawn (design section 1.4): the later graph read-only, with the nodes and edges
 * the diff names marked added, removed (the earlier graph's, at their old places) or changed, by
 * colour, icon and word. Selecting a node lists its changes, a prompt's as a text diff. An extra
 * view: the list of changes by node stays the one every reader gets.
 */
export function VisualDiff({ workflowId, from, to, changes, draft }: VisualDiffProps) {
  const earlier = useSideGraph(workflowId, from, draft);
  const later = useSideGraph(workflowId, to, draft);
  const [selection, setSelection] = useState<CanvasSelection>(noSelection);
  const view = useMemo(
    () => (earlier.graph && later.graph ? diffView(earlier.graph, later.graph, changes) : undefined),
    [earlier.graph, later.graph, changes],
  );

  if (earlier.isLoading || later.isLoading) return <Spinner label="Drawing the comparison" />;
  const failure = earlier.error ?? later.error;
  if (failure || !view) {
    return <p className={errorText}>{`The comparison could not be drawn${failure ? `: ${failure.message}` : ''}. The list below names every change.`}</p>;
  }

  const selectedId = selection.nodeIds.at(-1);
  const selected = selectedId === undefined ? undefined : view.graph.nodes.find((node) => node.id === selectedId);
  const nodeChanges = selected ? changesOfCanvasNode(changes, selected.id) : [];
  const prompt = promptChangeOf(nodeChanges);
  return (
    <div className={section}>
      <p className={muted}>Select a node to see what changed in it.</p>
      <ReactFlowProvider>
        <WorkflowCanvas
          flowId="workflow-comparison"
          label={`Comparison of ${from} and ${to} on a canvas`}
          graph={view.graph}
          nodeMarks={view.nodeMarks}
          edgeMarks={view.edgeMarks}
          selection={selection}
          onSelectionChange={setSelection}
          isReadOnly
        />
      </ReactFlowProvider>
      {selected && (
        <section className={section} aria-label={`Changes to ${selected.label}`}>
          {nodeChanges.length === 0 ? (
            <p className={muted}>{`No changes to ${selected.label}.`}</p>
          ) : (
            <ChangeList changes={nodeChanges} headingLevel={5} />
          )}
          {prompt && <PromptChange {...prompt} />}
        </section>
      )}
    </div>
  );
}
