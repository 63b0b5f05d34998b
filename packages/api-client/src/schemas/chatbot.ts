import { z } from 'zod';
import { MCP_DEFAULTS, MCP_TYPES, mcpServerUrlRule, mcpStoredTransportRule } from '../rules/mcp';

/** POST {chatbot}/mcp/tools (spec 001 section 7). */
export const mcpToolsBodySchema = z.strictObject({
  type: z.string().default('mcp'),
  config: z.strictObject({
    url: mcpServerUrlRule,
    server_name: z.string().optional(),
    transport: mcpStoredTransportRule,
    type: z.enum(MCP_TYPES).default(MCP_DEFAULTS.type),
    authorization: z.record(z.string(), z.unknown()).optional(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
});
/** A tool, with the risk hints its server declares (MCP tool annotations), when it declares any. */
export const mcpToolSchema = z.object({
  name: z.string(),
  description: z.string(),
  annotations: z
    .object({ readOnlyHint: z.boolean().optional(), destructiveHint: z.boolean().optional(), openWorldHint: z.boolean().optional() })
    .optional(),
});

/** Feedback payload sent by an external system (spec 000 sections 3.1 and 7). */
export const feedbackBodySchema = z.strictObject({
  api_key: z.string().min(1),
  session_id: z.string().min(1),
  feedback_message: z.string().min(1).max(10000),
  feedback_data: z.record(z.string(), z.unknown()).default({}),
  agent_id: z.string().min(1),
});
/** A learning record: the feedback as stored, without the caller's api_key. */
export const learningRecordSchema = z.object({
  id: z.string(),
  workflowId: z.string(),
  sessionId: z.string(),
  agentId: z.string(),
  feedbackMessage: z.string(),
  feedbackData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/**
 * A workflow's (or agent's) feedback key as listed: never the key itself, only its last four
 * characters. The chatbot service's POST /feedback/{workflowId} accepts only that workflow's key.
 */
export const feedbackKeySchema = z.object({
  workflowId: z.string(),
  keyHint: z.string(),
  createdAt: z.string(),
});

/** A key as issued: the one time it is answered in full. Issuing again replaces it. */
export const issuedFeedbackKeySchema = feedbackKeySchema.extend({ key: z.string() });

/** A workflow id in a path: what the console names agents and workflows by. */
export const workflowIdSchema = z.string().min(1).max(200);

/**
 * Whose learning record it is: the workspace's agent with the record's `workflowId`, or else a
 * workflow, named by its name, or by its id when the workspace has no workflow of that id.
 */
export const learningOwnerSchema = z.object({
  kind: z.enum(['agent', 'workflow']),
  name: z.string(),
});

/** A learning record as the workspace's list answers it: with the name of its agent or workflow. */
export const listedLearningRecordSchema = learningRecordSchema.extend({ owner: learningOwnerSchema });

/** `GET /workspaces/{wid}/learnings`: one agent's or workflow's records, or without it the whole workspace's. */
export const learningsQuerySchema = z.strictObject({ workflowId: workflowIdSchema.optional() });
