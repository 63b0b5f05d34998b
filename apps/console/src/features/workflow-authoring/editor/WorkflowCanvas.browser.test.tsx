import { ThemeProvider } from '@agentdeck/ui';
import type { WorkflowGraph } from '@agentdeck/api-client';
import { ReactFlowProvider } from '@xyflow/react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { generateWorkflow } from '../../../../../../bench/workflow-canvas/generate-workflow.mjs';
import { expectNoAxeViolations } from '../../../testing/axe';
import { routedGraph } from '../model/test-graphs';
import type { NodeRunState } from '../run/node-run-states';
import { LARGE_CANVAS, WorkflowCanvas } from './WorkflowCanvas';

const renderCanvas = (graph: WorkflowGraph, options: { runStates?: ReadonlyMap<string, NodeRunState>; theme?: 'light' | 'dark' } = {}) =>
  render(
    <ThemeProvider theme={options.theme ?? 'light'}>
      <ReactFlowProvider>
        {/* A page around it (its main landmark and heading), as the editor has, so axe checks the canvas. */}
        <main style={{ width: 1000 }}>
          <h1>Claims intake</h1>
          <WorkflowCanvas graph={graph} selection={{ nodeIds: [], edgeIds: [] }} label="Workflow canvas" runStates={options.runStates} />
        </main>
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

  for (const theme of ['light', 'dark'] as const)
    it(`shows where a run stands at each node, a node on the branch not taken as 'Skipped', with no axe violations (${theme})`, async () => {
      const runStates = new Map<string, NodeRunState>([['trigger', 'done'], ['triage', 'done'], ['route', 'done'], ['approve', 'done'], ['reject', 'skipped']]);
      const screen = await renderCanvas(routedGraph(), { runStates, theme });
      const reject = screen.getByRole('group', { name: 'Output Reject, run: skipped' });
      await expect.element(reject).toBeVisible();
      await expect.element(reject.getByText('Skipped', { exact: true })).toBeVisible();
      await expect.element(screen.getByRole('group', { name: 'Output Approve, run: done' }).getByText('Done', { exact: true })).toBeVisible();
      await expectNoAxeViolations(`the canvas with a skipped node, ${theme}`);
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
