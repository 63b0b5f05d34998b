import { ThemeProvider } from '@agentdeck/ui';
import type { WorkflowGraph } from '@agentdeck/api-client';
import { ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { generateWorkflow } from '../../../../../../bench/workflow-canvas/generate-workflow.mjs';
import { routedGraph } from '../model/test-graphs';
import { LARGE_CANVAS, WorkflowCanvas } from './WorkflowCanvas';

const renderCanvas = (graph: WorkflowGraph) =>
  render(
    <ThemeProvider theme="light">
      <ReactFlowProvider>
        <div style={{ width: 1000 }}>
          <WorkflowCanvas graph={graph} selection={{ nodeIds: [], edgeIds: [] }} label="Workflow canvas" />
        </div>
      </ReactFlowProvider>
    </ThemeProvider>,
  );

const drawnNodes = () => document.querySelectorAll('.react-flow__node').length;
const drawnEdges = () => document.querySelectorAll('.react-flow__edge').length;

describe('the workflow canvas', () => {
  it('fits a small workflow whole', async () => {
    const graph = routedGraph();
    const screen = await renderCanvas(graph);
    await expect.element(screen.getByRole('group', { name: 'Output Reject' })).toBeVisible();
    expect(drawnNodes()).toBe(graph.nodes.length);
  });

  it(`opens a workflow of more than ${LARGE_CANVAS} nodes on its trigger, drawing only the nodes in view and the edges that reach them`, async () => {
    const graph = generateWorkflow({ nodes: 500, edges: 600, seed: 1 });
    const screen = await renderCanvas(graph);
    await expect.element(screen.getByRole('group', { name: /^Trigger / })).toBeVisible();
    expect(drawnNodes()).toBeLessThan(50);
    // Each edge leaving the trigger is drawn, whether or not its target is in view.
    const fromTrigger = graph.edges.filter((edge) => edge.source === graph.nodes.find((node) => node.kind === 'trigger')!.id);
    await expect.poll(drawnEdges).toBeGreaterThanOrEqual(fromTrigger.length);
  });
});
