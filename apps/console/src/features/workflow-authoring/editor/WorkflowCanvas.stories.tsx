import type { WorkflowGraph } from '@agentdeck/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routedGraph } from '../model/test-graphs';
import type { DiffMark } from './flow-elements';
import { WorkflowCanvas, type CanvasSelection, type WorkflowCanvasProps } from './WorkflowCanvas';

/** The routed graph with a tool between the agent and the condition: every kind but retrieval once. */
function sampleGraph(): WorkflowGraph {
  const graph = routedGraph();
  return {
    ...graph,
    nodes: [
      ...graph.nodes,
      {
        id: 'lookup',
        kind: 'retrieval',
        label: 'Policy lookup',
        position: { x: 300, y: 220 },
        data: { ragType: 'vector', ragId: '', query: '{{input.message}}' },
      },
    ],
  };
}

/** The canvas with its selection held, as the editor holds it. */
function CanvasWithSelection(props: Omit<WorkflowCanvasProps, 'selection'>) {
  const [selection, setSelection] = useState<CanvasSelection>({ nodeIds: [], edgeIds: [] });
  return (
    <ReactFlowProvider>
      <WorkflowCanvas
        {...props}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          props.onSelectionChange?.(next);
        }}
      />
    </ReactFlowProvider>
  );
}

const meta = {
  title: 'Console/Workflows/Canvas',
  component: CanvasWithSelection,
  parameters: { layout: 'fullscreen' },
  args: { graph: sampleGraph(), label: 'Canvas', onMove: fn(), onSelectionChange: fn(), onConnect: fn(), onDeleteRequest: fn() },
} satisfies Meta<typeof CanvasWithSelection>;

export default meta;
type Story = StoryObj<typeof meta>;

const node = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).findByRole('group', { name });

/** Each node shows its kind and label; a condition has a labelled way out per branch and else; edges are named by their ends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await node(canvasElement, 'Trigger Trigger')).toBeVisible();
    const route = await node(canvasElement, 'Condition Route');
    await expect(within(route).getByText('Approve')).toBeVisible();
    await expect(within(route).getByText('else')).toBeVisible();
    await expect(await node(canvasElement, 'Retrieval Policy lookup')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'From Route (Approve) to Approve' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Zoom In' })).toBeVisible();
  },
};

/** Enter selects the focused node; an arrow key moves it, and the move is reported once, as one change. */
export const MovedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const triage = await node(canvasElement, 'Agent Triage');
    triage.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith({ nodeIds: ['triage'], edgeIds: [] }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledTimes(1));
    const [positions] = (args.onMove as ReturnType<typeof fn>).mock.calls[0] as [Record<string, { x: number; y: number }>];
    await expect(positions.triage!.y).toBeGreaterThan(0);
    await expect(positions.triage!.x).toBe(300);
    await userEvent.keyboard('{Delete}');
    await expect(args.onDeleteRequest).toHaveBeenCalledTimes(1);
  },
};

/** The publish check's problems as a count on each node, and in its name. */
export const WithProblems: Story = {
  args: {
    problems: [
      { rule: 'retrievalRequired', message: "Choose the retrieval 'Policy lookup' reads", nodeId: 'lookup' },
      { rule: 'unreachable', message: "'Policy lookup' cannot be reached from the trigger", nodeId: 'lookup' },
      { rule: 'deadEnd', message: "'Policy lookup' leads nowhere: connect it to the next step", nodeId: 'lookup' },
    ],
  },
  play: async ({ canvasElement }) => {
    const lookup = await node(canvasElement, 'Retrieval Policy lookup, 3 problems');
    await expect(within(lookup).getByText('3')).toBeVisible();
  },
};

/** A comparison: added, removed and changed nodes and edges by colour, icon and word. */
export const ComparisonMarks: Story = {
  args: {
    isReadOnly: true,
    nodeMarks: new Map<string, DiffMark>([
      ['lookup', 'added'],
      ['reject', 'removed'],
      ['triage', 'changed'],
    ]),
    edgeMarks: new Map<string, DiffMark>([['route-else-reject', 'removed']]),
  },
  play: async ({ canvasElement }) => {
    await expect(within(await node(canvasElement, 'Retrieval Policy lookup, added')).getByText('Added')).toBeVisible();
    await expect(within(await node(canvasElement, 'Output Reject, removed')).getByText('Removed')).toBeVisible();
    await expect(within(await node(canvasElement, 'Agent Triage, changed')).getByText('Changed')).toBeVisible();
  },
};
