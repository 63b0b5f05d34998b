import { z } from 'zod';
import { LINEAGE_DEPTHS, LINEAGE_DIRECTIONS, LINEAGE_EDGE_KINDS, LINEAGE_NODE_KINDS } from '../lineage-values';
import { resourceKeys, type ResourceKey } from '../routes';

export {
  LINEAGE_DEFAULT_DEPTH,
  LINEAGE_DEPTHS,
  LINEAGE_DIRECTIONS,
  LINEAGE_EDGE_KINDS,
  LINEAGE_MAX_NODES,
  LINEAGE_NODE_KINDS,
  lineageNodeId,
  parseLineageNodeId,
  type LineageDirection,
  type LineageEdgeKind,
  type LineageNodeKind,
} from '../lineage-values';

/*
 * Data lineage (design workflows-and-monitoring.md section 3.4): a graph built from what runs did,
 * never drawn by hand. Workflows and the things their runs read, wrote and called, each edge with
 * its run count and when a run last used it; a focus, a depth and a direction; 'as of' a past time;
 * the impact of a node (what depends on it, by degree). Disabled for sandbox workspaces.
 */

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
