/**
 * The data lineage constants and node ids (design section 3.4), without zod: what the lineage
 * page needs to read its address and name kinds without evaluating the contract's schemas.
 */
export const LINEAGE_NODE_KINDS = ['workflow', 'retrieval', 'database', 'knowledgeBase', 'connector', 'tool', 'topic', 'output'] as const;
export type LineageNodeKind = (typeof LINEAGE_NODE_KINDS)[number];
/** Data flows from `source` to `target`: a database a workflow reads is its source, a topic it writes its target, a tool it calls too. */
export const LINEAGE_EDGE_KINDS = ['reads', 'writes', 'calls'] as const;
export type LineageEdgeKind = (typeof LINEAGE_EDGE_KINDS)[number];
export const LINEAGE_DIRECTIONS = ['upstream', 'downstream', 'both'] as const;
export type LineageDirection = (typeof LINEAGE_DIRECTIONS)[number];
export const LINEAGE_DEPTHS = ['1', '2', '3'] as const;
export const LINEAGE_DEFAULT_DEPTH = 2;
/** Without a focus, the whole workspace's graph, cut at this many nodes (the most used first; `truncated` says so). */
export const LINEAGE_MAX_NODES = 300;

/** The id of a node of `kind` whose key is `key`. */
export const lineageNodeId = (kind: LineageNodeKind, key: string): string => `${kind}:${key}`;

/** The kind and key of a node id (the key may hold colons and slashes). */
export function parseLineageNodeId(id: string): { kind: LineageNodeKind; key: string } | undefined {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon) as LineageNodeKind;
  return colon > 0 && colon < id.length - 1 && LINEAGE_NODE_KINDS.includes(kind) ? { kind, key: id.slice(colon + 1) } : undefined;
}
