import type { ElkExtendedEdge, ElkNode, ElkPort, LayoutOptions } from 'elkjs/lib/elk-api';
import { namedHandleIds } from '@agentdeck/api-client/workflow';
import type { WorkflowGraph, WorkflowNode } from '@agentdeck/api-client';
import { NODE_HEIGHT, NODE_WIDTH } from './node-size';

/** Layered, left to right; the seed is ELK's default, written down so a layout never varies. */
export const layoutOptions: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.randomSeed': '1',
  'elk.spacing.nodeNode': '40',
  'elk.layered.spacing.nodeNodeBetweenLayers': '100',
  'elk.spacing.edgeNode': '24',
  'elk.spacing.edgeEdge': '16',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};

/**
 * Above this many nodes ELK orders each layer in one sweep rather than its default seven: on the
 * generated 500-node workflow that halves the layout's time (issue 23's budget is 1 s), and a
 * graph that large is read by zooming in rather than by its crossings.
 */
const LARGE_GRAPH = 100;

// Node ids hold no '.', so a port id cannot be a node's.
const portId = (nodeId: string, handle: string) => `${nodeId}.${handle}`;

function conditionPorts(node: WorkflowNode): Pick<ElkNode, 'ports' | 'layoutOptions'> {
  const ports: ElkPort[] = namedHandleIds(node).map((handle, index) => ({
    id: portId(node.id, handle),
    width: 1,
    height: 1,
    // ELK counts a fixed order clockwise from the top left: on the east side, top to bottom.
    layoutOptions: { 'elk.port.side': 'EAST', 'elk.port.index': String(index) },
  }));
  return ports.length > 0 ? { ports, layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' } } : {};
}

/**
 * The ELK graph of a workflow: one box of the canvas's node size per node, a condition's outgoing
 * edges leaving from ordered ports. An edge whose handle is no longer one of its condition's
 * leaves from the node itself; an edge naming a node not in the graph is left out.
 */
export function toElkGraph(graph: Pick<WorkflowGraph, 'nodes' | 'edges'>): ElkNode {
  const handles = new Map(graph.nodes.map((node) => [node.id, new Set(namedHandleIds(node))]));
  const children: ElkNode[] = graph.nodes.map((node) => ({
    id: node.id,
    width: NODE_WIDTH,
    height: NODE_HEIGHT,
    ...conditionPorts(node),
  }));
  const edges: ElkExtendedEdge[] = graph.edges
    .filter((edge) => handles.has(edge.source) && handles.has(edge.target))
    .map((edge) => ({
      // Edge ids may equal node ids; ELK wants every id of the graph distinct.
      id: `edge.${edge.id}`,
      sources: [edge.sourceHandle && handles.get(edge.source)!.has(edge.sourceHandle) ? portId(edge.source, edge.sourceHandle) : edge.source],
      targets: [edge.target],
    }));
  const thoroughness: LayoutOptions = graph.nodes.length > LARGE_GRAPH ? { 'elk.layered.thoroughness': '1' } : {};
  return { id: 'root', layoutOptions: { ...layoutOptions, ...thoroughness }, children, edges };
}
