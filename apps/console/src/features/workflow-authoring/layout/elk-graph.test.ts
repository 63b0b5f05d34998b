import { describe, expect, it } from 'vitest';
import { toElkGraph } from './elk-graph';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';
import { smallWorkflow } from './small-workflow';

const byId = <T extends { id: string }>(list: T[] | undefined, id: string) => list?.find((item) => item.id === id);

describe('toElkGraph', () => {
  it('lays out left to right, every node the size of a canvas node', () => {
    const elk = toElkGraph(smallWorkflow);
    expect(elk.layoutOptions).toMatchObject({ 'elk.algorithm': 'layered', 'elk.direction': 'RIGHT' });
    expect(elk.children?.map(({ id, width, height }) => [id, width, height])).toEqual(
      smallWorkflow.nodes.map((node) => [node.id, NODE_WIDTH, NODE_HEIGHT]),
    );
  });

  it("gives a condition one east port per branch in order, then else, in a fixed order", () => {
    const route = byId(toElkGraph(smallWorkflow).children, 'route');
    expect(route?.layoutOptions).toEqual({ 'elk.portConstraints': 'FIXED_ORDER' });
    expect(route?.ports?.map((port) => [port.id, port.layoutOptions?.['elk.port.side'], port.layoutOptions?.['elk.port.index']])).toEqual([
      ['route.urgent', 'EAST', '0'],
      ['route.refund', 'EAST', '1'],
      ['route.else', 'EAST', '2'],
    ]);
    expect(byId(toElkGraph(smallWorkflow).children, 'triage')?.ports).toBeUndefined();
  });

  it("sends a condition's edges from their branch's port and other edges from the node", () => {
    const edges = toElkGraph(smallWorkflow).edges ?? [];
    expect(edges.map(({ id, sources, targets }) => [id, sources, targets])).toEqual([
      ['edge.start-triage', ['start'], ['triage']],
      ['edge.triage-route', ['triage'], ['route']],
      ['edge.route-else', ['route.else'], ['fallback-answer']],
      ['edge.route-refund', ['route.refund'], ['refund-answer']],
      ['edge.route-urgent', ['route.urgent'], ['urgent-answer']],
    ]);
  });

  it('sends an edge from a removed branch from the node, and leaves out an edge to a node not in the graph', () => {
    const graph = {
      nodes: smallWorkflow.nodes,
      edges: [
        { id: 'stale', source: 'route', sourceHandle: 'gone', target: 'urgent-answer' },
        { id: 'dangling', source: 'triage', target: 'deleted' },
      ],
    };
    expect(toElkGraph(graph).edges?.map(({ id, sources }) => [id, sources])).toEqual([['edge.stale', ['route']]]);
  });

  it('orders the layers of a graph over 100 nodes in one sweep, of a smaller one with thoroughness left to ELK', () => {
    const nodes = Array.from({ length: 101 }, (_, index) => ({ ...smallWorkflow.nodes[3]!, id: `out-${index}`, label: `Out ${index}` }));
    expect(toElkGraph({ nodes, edges: [] }).layoutOptions?.['elk.layered.thoroughness']).toBe('1');
    expect(toElkGraph({ nodes: nodes.slice(1), edges: [] }).layoutOptions?.['elk.layered.thoroughness']).toBeUndefined();
  });
});
