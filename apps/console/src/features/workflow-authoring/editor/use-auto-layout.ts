import type { WorkflowGraph } from '@agentdeck/api-client';
import { toast } from '@agentdeck/ui';
import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { layoutGraph, warmUpLayout } from '../layout';
import type { useWorkflowEditor } from '../model/use-workflow-editor';
import { LARGE_CANVAS, viewportAtStart } from './WorkflowCanvas';

/**
 * 'Auto layout': the graph laid out from left to right (elkjs in a worker), one step to undo,
 * then shown (a large workflow from its start, a small one fitted). A workflow large when opened
 * gets the layout's worker warmed up while the page is idle.
 */
export function useAutoLayout(editor: ReturnType<typeof useWorkflowEditor>, announce: (text: string) => void, isReadOnly: boolean) {
  const flow = useReactFlow();
  const { graph } = editor;
  const [isLayingOut, setLayingOut] = useState(false);

  const autoLayout = async () => {
    setLayingOut(true);
    try {
      const positions = await layoutGraph(graph);
      editor.applyPositions(positions);
      announce('Laid out the workflow from left to right');
      // A large workflow is shown from its start, as when it opens: fitting it would draw every node.
      if (graph.nodes.length > LARGE_CANVAS) {
        const laidOut: WorkflowGraph = { ...graph, nodes: graph.nodes.map((node) => ({ ...node, position: positions[node.id] ?? node.position })) };
        void flow.setViewport(viewportAtStart(laidOut));
      } else requestAnimationFrame(() => void flow.fitView());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Auto layout failed');
    } finally {
      setLayingOut(false);
    }
  };

  // A large workflow is the one members lay out: its first layout should not wait for elkjs.
  const isLargeWhenOpened = useRef(graph.nodes.length > LARGE_CANVAS && !isReadOnly);
  useEffect(() => {
    if (!isLargeWhenOpened.current) return;
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== 'function') {
      const later = setTimeout(warmUpLayout, 1000);
      return () => clearTimeout(later);
    }
    const idle = requestIdleCallback(() => warmUpLayout(), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);

  return { isLayingOut, autoLayout: () => void autoLayout() };
}
