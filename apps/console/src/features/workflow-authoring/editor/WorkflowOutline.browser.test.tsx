import { ThemeProvider } from '@agentdeck/ui';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { generateWorkflow } from '../../../../../../bench/workflow-canvas/generate-workflow.mjs';
import { routedGraph } from '../model/test-graphs';
import { expectNoAxeViolations } from '../../../testing/axe';
import { describeNode } from './flow-elements';
import { outlineItems } from './outline-items';
import { WorkflowOutline } from './WorkflowOutline';

const renderOutline = (graph: ReturnType<typeof routedGraph>) =>
  render(
    <ThemeProvider theme="light">
      <main>
        <h1>Outline</h1>
        <WorkflowOutline graph={graph} selectedNodeIds={[]} onSelectionChange={() => {}} />
      </main>
    </ThemeProvider>,
  );

/** The outline's last row when every path is open: the deepest last item of the last item. */
function lastRowName(graph: ReturnType<typeof routedGraph>): string {
  let last = outlineItems(graph).at(-1)!;
  while (last.children.length > 0) last = last.children.at(-1)!;
  return last.type === 'node' ? describeNode(last.node) : last.title;
}

const rows = () => [...document.querySelectorAll('[role="treegrid"] [role="row"]')];

describe('the workflow outline', () => {
  it('draws a small workflow whole', async () => {
    const screen = await renderOutline(routedGraph());
    await expect.element(screen.getByRole('row', { name: 'Output Reject' })).toBeInTheDocument();
    expect(rows()).toHaveLength(7);
  });

  it('draws only the rows in view of a 500-node workflow, and the keyboard still reaches the last', async () => {
    const graph = generateWorkflow({ nodes: 500, edges: 600, seed: 1 });
    const screen = await renderOutline(graph);
    const tree = screen.getByRole('treegrid', { name: 'Workflow outline' });
    await expect.element(screen.getByRole('row', { name: /^Trigger / })).toBeInTheDocument();
    expect(rows().length).toBeGreaterThan(5);
    expect(rows().length).toBeLessThan(100);
    expect(Number(tree.element().getAttribute('aria-rowcount'))).toBeGreaterThan(500);

    await userEvent.click(screen.getByRole('row', { name: /^Trigger / }));
    await userEvent.keyboard('{End}');
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe(lastRowName(graph));
    expect(rows().length).toBeLessThan(100);
    await expectNoAxeViolations('a 500-node outline scrolled to its end');
  });
});
