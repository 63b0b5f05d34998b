import { describe, expect, it } from 'vitest';
import { generateWorkflow } from '../../../../../../bench/workflow-canvas/generate-workflow.mjs';
import { LAYOUT_MEASURE, layoutGraph, warmUpLayout } from './layout-graph';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import { smallWorkflow } from './small-workflow';

const overlap = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT;

describe('layoutGraph', () => {
  it('places trigger, agent, condition and outputs left to right, the branches top to bottom in order with else last', async () => {
    const at = await layoutGraph(smallWorkflow);
    expect(Object.keys(at).sort()).toEqual(smallWorkflow.nodes.map((node) => node.id).sort());
    expect(at.start!.x).toBeLessThan(at.triage!.x);
    expect(at.triage!.x).toBeLessThan(at.route!.x);
    for (const output of ['urgent-answer', 'refund-answer', 'fallback-answer']) {
      expect(at[output]!.x).toBeGreaterThanOrEqual(at.route!.x + NODE_WIDTH);
    }
    expect(at['urgent-answer']!.y + NODE_HEIGHT).toBeLessThanOrEqual(at['refund-answer']!.y);
    expect(at['refund-answer']!.y + NODE_HEIGHT).toBeLessThanOrEqual(at['fallback-answer']!.y);
  });

  it('gives the same graph the same positions every time', async () => {
    const first = await layoutGraph(smallWorkflow);
    const again = await Promise.all([layoutGraph(structuredClone(smallWorkflow)), layoutGraph(smallWorkflow)]);
    expect(again).toEqual([first, first]);
  });

  it('warms the worker up without recording a measure, and lays out after it', async () => {
    performance.clearMeasures(LAYOUT_MEASURE);
    warmUpLayout();
    const at = await layoutGraph(smallWorkflow);
    expect(Object.keys(at)).toHaveLength(smallWorkflow.nodes.length);
    expect(performance.getEntriesByName(LAYOUT_MEASURE, 'measure')).toHaveLength(1);
  });

  it("records each layout as the performance measure 'workflow auto layout'", async () => {
    performance.clearMeasures(LAYOUT_MEASURE);
    await layoutGraph(smallWorkflow);
    expect(performance.getEntriesByName(LAYOUT_MEASURE, 'measure')).toHaveLength(1);
  });

  it('lays out a generated workflow of 500 nodes and 600 edges with every node placed apart, sources left of targets', async () => {
    const graph = generateWorkflow({ nodes: 500, edges: 600, seed: 1 });
    const at = await layoutGraph(graph);
    expect(Object.keys(at)).toHaveLength(500);
    for (const edge of graph.edges) expect(at[edge.source]!.x).toBeLessThan(at[edge.target]!.x);
    const positions = graph.nodes.map((node) => at[node.id]!).sort((a, b) => a.x - b.x || a.y - b.y);
    const overlapping = positions.filter((position, index) =>
      positions.slice(index + 1).some((other) => other.x - position.x < NODE_WIDTH && overlap(position, other)),
    );
    expect(overlapping).toEqual([]);
  }, 60_000);
});
