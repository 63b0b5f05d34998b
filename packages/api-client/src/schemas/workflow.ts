import { z } from 'zod';
import { defineResource } from '../resource';
import { keyValueRowRule } from '../rules/keyValueRows';
import { textRule } from '../rules/text';
import {
  GRAPH_LIMITS,
  NODE_KINDS,
  RELEASE_TYPES,
  nodeIdRule,
  workflowDescriptionRule,
  workflowNameRule,
  workflowNodeLabelRule,
  workflowTagColourRule,
  workflowTagDescriptionRule,
  workflowTagNameRule,
  versionRule,
} from '../rules/workflow';
import { resourcePaths } from '../routes';
import { agentConfigurationsSchema, agentToolsSchema, selfLearningSchema } from './agent';
import { tolerant } from '../tolerant';
import { recordMeta } from './common';

/*
 * Workflows (design: workflows-and-monitoring.md section 1). A draft may be incomplete: its node
 * data has the right shape but may leave fields empty; the publish check (`POST …/check`, the
 * graph module's `checkGraph`) says what is missing. A graph must still hold together: node and
 * edge ids unique, every edge between nodes of the graph.
 */

const reference = z.string().max(200).default('');
const position = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

export const triggerDataSchema = z.strictObject({
  mode: z.enum(['api', 'broker']),
  messageBrokerId: reference.optional(),
  topicId: reference.optional(),
});

/** The agent node: the agent editor's fields (spec 002 section 3), and the reusable agent it copies, if any. */
export const agentNodeDataSchema = z.strictObject({
  reusableAgentId: reference.optional(),
  name: z.string().max(100).default(''),
  description: z.string().max(500).default(''),
  llmId: reference.optional(),
  slmId: reference.optional(),
  promptTemplateId: reference,
  /** Overrides of the model's own parameters for this agent. */
  modelParameters: z
    .strictObject({ temperature: z.number().min(0).max(2).optional(), maxTokens: z.number().int().min(1).max(1_000_000).optional() })
    .default({}),
  tools: agentToolsSchema,
  configurations: agentConfigurationsSchema,
});

export const conditionBranchSchema = z.strictObject({
  id: nodeIdRule,
  label: z.string().max(50),
  expression: z.string().max(10_000),
});

export const conditionDataSchema = z.strictObject({
  branches: z.array(conditionBranchSchema).max(GRAPH_LIMITS.branches),
});

/** A tool's input that is a vault secret, named by its key (never its value). */
export const secretArgumentSchema = z.strictObject({ name: z.string().max(100), vaultKey: z.string().max(200) });

export const toolDataSchema = z.strictObject({
  toolType: z.enum(['api', 'mcp']),
  toolId: reference,
  /** The MCP server's tool; absent for an API tool. */
  toolName: reference.optional(),
  arguments: z.array(keyValueRowRule({ withCollections: true })).max(GRAPH_LIMITS.rows).default([]),
  secrets: z.array(secretArgumentSchema).max(GRAPH_LIMITS.rows).default([]),
});

export const retrievalDataSchema = z.strictObject({
  ragType: z.enum(['vector', 'graph']),
  ragId: reference,
  query: z.string().max(10_000).default(''),
});

export const outputDataSchema = z.strictObject({ format: z.enum(['text', 'json']) });

const nodeBase = { id: nodeIdRule, label: workflowNodeLabelRule, position };

export const workflowNodeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...nodeBase, kind: z.literal('trigger'), data: triggerDataSchema }),
  z.strictObject({ ...nodeBase, kind: z.literal('agent'), data: agentNodeDataSchema }),
  z.strictObject({ ...nodeBase, kind: z.literal('condition'), data: conditionDataSchema }),
  z.strictObject({ ...nodeBase, kind: z.literal('tool'), data: toolDataSchema }),
  z.strictObject({ ...nodeBase, kind: z.literal('retrieval'), data: retrievalDataSchema }),
  z.strictObject({ ...nodeBase, kind: z.literal('output'), data: outputDataSchema }),
]);

export const workflowEdgeSchema = z.strictObject({
  id: nodeIdRule,
  source: nodeIdRule,
  /** A condition node's branch id or `else`; absent for every other node. */
  sourceHandle: nodeIdRule.optional(),
  target: nodeIdRule,
});

export const workflowSettingsSchema = z.strictObject({ selfLearning: selfLearningSchema.optional() });

const duplicates = (values: readonly string[]) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

export const workflowGraphSchema = z
  .strictObject({
    nodes: z.array(workflowNodeSchema).max(GRAPH_LIMITS.nodes),
    edges: z.array(workflowEdgeSchema).max(GRAPH_LIMITS.edges),
    settings: workflowSettingsSchema.default({}),
  })
  .superRefine((graph, ctx) => {
    for (const id of duplicates(graph.nodes.map((node) => node.id))) {
      ctx.addIssue({ code: 'custom', path: ['nodes'], message: `Node id '${id}' is used twice` });
    }
    for (const id of duplicates(graph.edges.map((edge) => edge.id))) {
      ctx.addIssue({ code: 'custom', path: ['edges'], message: `Edge id '${id}' is used twice` });
    }
    const ids = new Set(graph.nodes.map((node) => node.id));
    graph.edges.forEach((edge, index) => {
      for (const end of ['source', 'target'] as const) {
        if (!ids.has(edge[end])) {
          ctx.addIssue({ code: 'custom', path: ['edges', index, end], message: `Edge '${edge.id}' names node '${edge[end]}', which is not in the graph` });
        }
      }
    });
  });

export type WorkflowGraph = z.infer<typeof workflowGraphSchema>;
export type WorkflowNode = z.infer<typeof workflowNodeSchema>;
export type WorkflowEdge = z.infer<typeof workflowEdgeSchema>;
export type NodeKind = (typeof NODE_KINDS)[number];
export type NodeOfKind<K extends NodeKind> = Extract<WorkflowNode, { kind: K }>;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

/** The graph a new workflow starts with: an API trigger wired to a text output. */
export function starterGraph(): WorkflowGraph {
  return {
    nodes: [
      { id: 'trigger', kind: 'trigger', label: 'Trigger', position: { x: 0, y: 0 }, data: { mode: 'api' } },
      { id: 'output', kind: 'output', label: 'Output', position: { x: 320, y: 0 }, data: { format: 'text' } },
    ],
    edges: [{ id: 'trigger-output', source: 'trigger', target: 'output' }],
    settings: {},
  };
}

const tagIds = z.array(z.string().min(1).max(200)).max(GRAPH_LIMITS.tags).default([]);

/** What a stored workflow holds besides its draft graph. */
const workflowFields = {
  ...recordMeta,
  name: z.string(),
  description: z.string(),
  tagIds: z.array(z.string()),
  revision: z.number(),
  latestVersion: z.string().nullable(),
  /**
   * Whether the draft differs from the latest version by `diffGraphs` (a layout-only change does
   * not count), so a list can say 'Draft ahead of version' without a diff per row; false before
   * the first version. Optional: records stored before it was kept do not carry it.
   */
  draftChanged: z.boolean().optional(),
};

/**
 * Workflow (design section 1.1). The draft saves with the `revision` it started from (section 1.2).
 * `GET /{id}` answers the record with its draft; the list answers each without it, with
 * `nodeCount` (section 1.5), so a workspace of thousands of workflows lists fast.
 */
export const workflowResource = defineResource({
  path: resourcePaths.workflow,
  label: 'Workflow',
  nameField: 'name',
  fields: {
    name: workflowNameRule,
    description: workflowDescriptionRule,
    tagIds,
    draft: workflowGraphSchema.optional(),
  },
  update: z.strictObject({
    name: workflowNameRule,
    description: workflowDescriptionRule,
    tagIds,
    draft: workflowGraphSchema,
    revision: z.number().int().min(0),
  }),
  record: tolerant(z.object({ ...workflowFields, draft: workflowGraphSchema })),
  listItem: tolerant(z.object({ ...workflowFields, nodeCount: z.number().int().min(0) })),
});

/** Workflow tag (design section 1.4). */
export const workflowTagResource = defineResource({
  path: resourcePaths.workflowTag,
  label: 'Workflow tag',
  nameField: 'name',
  fields: {
    name: workflowTagNameRule,
    colour: workflowTagColourRule,
    description: workflowTagDescriptionRule,
  },
});

/** One change between two graphs, with the rule of spec 000 section 3.8 it hit. */
export const graphChangeSchema = z.object({
  target: z.enum(['node', 'edge', 'settings']),
  change: z.enum(['added', 'removed', 'changed']),
  /** The node the change belongs to (an edge's: its source), for grouping by node. */
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  /** The node's label and kind, as in the newer graph (the older one for a removed node). */
  label: z.string().optional(),
  kind: z.enum(NODE_KINDS).optional(),
  fields: z.array(z.object({ path: z.string(), before: z.unknown().optional(), after: z.unknown().optional() })),
  rule: z.string(),
  releaseType: z.enum(RELEASE_TYPES),
});
export type GraphChange = z.infer<typeof graphChangeSchema>;

export const workflowVersionSchema = z.object({
  workflowId: z.string(),
  version: z.string(),
  releaseType: z.enum(RELEASE_TYPES),
  suggestedType: z.enum(RELEASE_TYPES),
  notes: z.string(),
  /** Why a lower type than the suggested one was chosen. */
  reason: z.string().optional(),
  graph: tolerant(workflowGraphSchema),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type WorkflowVersion = z.infer<typeof workflowVersionSchema>;
export const workflowVersionSummarySchema = workflowVersionSchema.omit({ graph: true });
export type WorkflowVersionSummary = z.infer<typeof workflowVersionSummarySchema>;

export const publishBodySchema = z.strictObject({
  releaseType: z.enum(RELEASE_TYPES, { error: 'Choose a release type' }),
  notes: textRule({ label: 'release notes', required: false, max: 2_000, multiline: true }).default(''),
  reason: textRule({ label: 'reason', required: false, max: 2_000, multiline: true }).optional(),
  /** The draft revision the member reviewed; publishing a newer draft is refused (409). */
  revision: z.number().int().min(0),
});

/** `draft` or a published version. */
export const graphSideSchema = z.union([z.literal('draft'), versionRule]);
export const diffQuerySchema = z.strictObject({ from: graphSideSchema, to: graphSideSchema.default('draft') });
export const graphDiffSchema = z.object({
  from: z.string(),
  to: z.string(),
  changes: z.array(graphChangeSchema),
  /** The highest release type among the changes; null when nothing changed. */
  suggested: z.enum(RELEASE_TYPES).nullable(),
});
export type GraphDiff = z.infer<typeof graphDiffSchema>;

export const checkProblemSchema = z.object({
  rule: z.string(),
  message: z.string(),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
});
export type CheckProblem = z.infer<typeof checkProblemSchema>;
export const checkResultSchema = z.object({ ok: z.boolean(), problems: z.array(checkProblemSchema) });

/** A reference in an export: the resource kind and the record's name, never its id. */
export const exportReferenceSchema = z.strictObject({ resource: z.string(), name: z.string() });

export const workflowExportSchema = z.strictObject({
  format: z.literal('agentdeck.workflow'),
  formatVersion: z.literal(1),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.strictObject({ name: z.string(), colour: z.string(), description: z.string() })),
  version: z.string().nullable(),
  /** The graph with each reference written as `{ resource, name }` in place of its id. */
  graph: z.record(z.string(), z.unknown()),
});
export type WorkflowExport = z.infer<typeof workflowExportSchema>;

export const importBodySchema = z.strictObject({
  document: workflowExportSchema,
  dryRun: z.boolean(),
  /** The new workflow's name; by default the export's, or 'Name (copy)' when that is taken. */
  name: workflowNameRule.optional(),
});

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  name: z.string(),
  createsTags: z.array(z.string()),
  unresolved: z.array(z.object({ nodeId: z.string(), label: z.string(), field: z.string(), resource: z.string(), name: z.string() })),
  workflow: workflowResource.record.optional(),
});
