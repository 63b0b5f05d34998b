import type { LineageEdge, LineageNode } from '@agentdeck/api-client';
import type { ElkNode } from 'elkjs/lib/elk-api';

/** The size of a node card, which the layout reserves for each node. */
export const LINEAGE_NODE_WIDTH = 220;
export const LINEAGE_NODE_HEIGHT = 84;

/**
 * The ELK graph of a lineage graph: layered left to right along the edges, which run the way data
 * flows, so what a node reads from sits on its left and what it feeds on its right. Edge labels
 * get room between the layers. An edge naming a node not in the graph is left out.
 */
export function toLineageElkGraph(nodes: readonly Pick<LineageNode, 'id'>[], edges: readonly Pick<LineageEdge, 'id' | 'source' | 'target'>[]): ElkNode {
  const ids = new Set(nodes.map((node) => node.id));
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.randomSeed': '1',
      'elk.spacing.nodeNode': '32',
      'elk.layered.spacing.nodeNodeBetweenLayers': '200',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: nodes.map((node) => ({ id: node.id, width: LINEAGE_NODE_WIDTH, height: LINEAGE_NODE_HEIGHT })),
    // Node ids hold ':' and '/', edge ids '>': ELK only needs them distinct.
    edges: edges.filter((edge) => ids.has(edge.source) && ids.has(edge.target)).map((edge) => ({ id: `edge ${edge.id}`, sources: [edge.source], targets: [edge.target] })),
  };
}
