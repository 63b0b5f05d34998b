import type { ElkNode } from 'elkjs/lib/elk-api';

export type Positions = Record<string, { x: number; y: number }>;

/** What a page asks the layout worker: lay out this ELK graph. */
export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

/** The worker's answer to a request: each node's top-left corner, or why ELK failed. */
export type LayoutResponse = { id: number; positions: Positions } | { id: number; error: string };
