import { z } from 'zod';
import { resourceKeys, type ResourceKey } from '../routes';

/*
 * Data lineage (design workflows-and-monitoring.md section 3.4): a graph built from what runs did,
 * never drawn by hand. Workflows and the things their runs read, wrote and called, each edge with
 * its run count and when a run last used it; a focus, a depth and a direction; 'as of' a past time;
 * the impact of a node (what depends on it, by degree). Disabled for sandbox workspaces.
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

/**
 * A node's id is `<kind>:<key>`, stable across runs: the record's id for a workflow, retrieval
 * (vector or graph RAG), database, knowledge base, connector or API tool; `<mcpServerId>/<toolName>`
 * for an MCP server's tool; `<messageBrokerId>/<topicId>` for a topic; `<workflowId>/<nodeId>` for a
 * workflow's output node. `workflow:12`, `knowledgeBase:7`, `topic:3/claims-review`.
 */
export const lineageNodeIdSchema = z
  .string()
  .max(500)
  .regex(new RegExp(`^(${LINEAGE_NODE_KINDS.join('|')}):.+$`), `focus must be a node id: one of ${LINEAGE_NODE_KINDS.join(', ')}, a colon and the record's id (workflow:12)`);

/** The id of a node of `kind` whose key is `key`. */
export const lineageNodeId = (kind: LineageNodeKind, key: string): string => `${kind}:${key}`;

/** The kind and key of a node id (the key may hold colons and slashes). */
export function parseLineageNodeId(id: string): { kind: LineageNodeKind; key: string } | undefined {
  const colon = id.indexOf(':');
  const kind = id.slice(0, colon) as LineageNodeKind;
  return colon > 0 && colon < id.length - 1 && LINEAGE_NODE_KINDS.includes(kind) ? { kind, key: id.slice(colon + 1) } : undefined;
}

/**
 * `GET /workspaces/{wid}/lineage`: the graph around `focus` (the whole workspace without one),
 * `depth` edges away (2 by default) in `direction` (both by default), counting only the runs
 * started before `asOf` (every run without it).
 */
export const lineageQuerySchema = z.strictObject({
  focus: lineageNodeIdSchema.optional(),
  direction: z.enum(LINEAGE_DIRECTIONS, { error: `direction must be one of ${LINEAGE_DIRECTIONS.join(', ')}` }).default('both'),
  depth: z.enum(LINEAGE_DEPTHS, { error: 'depth must be 1, 2 or 3' }).default('2'),
  asOf: z.iso.datetime({ offset: true, message: 'asOf must be an ISO date-time' }).optional(),
});
export type LineageQuery = z.input<typeof lineageQuerySchema>;

const resourceKeySchema = z.enum(resourceKeys as [ResourceKey, ...ResourceKey[]]);

export const lineageNodeSchema = z.object({
  id: z.string(),
  kind: z.enum(LINEAGE_NODE_KINDS),
  /** The name when a run last used it (a record renamed since keeps its old name until a run uses it again). */
  name: z.string(),
  /** The workspace record the node is (or belongs to: an MCP tool's server, a topic's broker, an output's workflow), for a link. */
  resource: resourceKeySchema,
  recordId: z.string(),
  /** Runs (started before `asOf`) that used it; 0 for a focus no run used. */
  runCount: z.number().int().nonnegative(),
  /** When the latest of those runs started; null when none did. */
  lastSeen: z.string().nullable(),
  /** Edges away from the focus (0 for the focus); null without a focus. */
  degree: z.number().int().nonnegative().nullable(),
});
export type LineageNode = z.infer<typeof lineageNodeSchema>;

export const lineageEdgeSchema = z.object({
  /** `<source>><target>`: one edge per pair, whatever the runs. */
  id: z.string(),
  source: z.string(),
  target: z.string(),
  kind: z.enum(LINEAGE_EDGE_KINDS),
  runCount: z.number().int().positive(),
  lastSeen: z.string(),
});
export type LineageEdge = z.infer<typeof lineageEdgeSchema>;

/** A node downstream of the focus: what would feel a change to it, nearest first. */
export const lineageImpactSchema = z.object({
  id: z.string(),
  kind: z.enum(LINEAGE_NODE_KINDS),
  name: z.string(),
  resource: resourceKeySchema,
  recordId: z.string(),
  degree: z.number().int().positive(),
  /** When the latest run that used it started. */
  lastRun: z.string().nullable(),
});
export type LineageImpact = z.infer<typeof lineageImpactSchema>;

export const lineageGraphSchema = z.object({
  /** The focus's id, null for the whole workspace. */
  focus: z.string().nullable(),
  direction: z.enum(LINEAGE_DIRECTIONS),
  depth: z.number().int().min(1).max(3),
  asOf: z.string().nullable(),
  nodes: z.array(lineageNodeSchema),
  edges: z.array(lineageEdgeSchema),
  /** Everything downstream of the focus to `depth`, by degree then name (empty without a focus). */
  impact: z.array(lineageImpactSchema),
  /** Whether the whole workspace's graph was cut at LINEAGE_MAX_NODES nodes. */
  truncated: z.boolean(),
});
export type LineageGraph = z.infer<typeof lineageGraphSchema>;
