import { agentFormSchema, agentFormValues, type AgentFormValues } from '@agentdeck/forms';
import type { ResourceRecord } from '@agentdeck/api-client';
import { z } from 'zod';

/**
 * An agent node of a workflow (spec 002 section 3, 'Agent node data'): the agent editor's values,
 * the 'Save as reusable agent' switch, and the reusable agent the node copies, if any
 * (`isReusableAgentSelected` when set).
 */
export const agentNodeSchema = agentFormSchema.extend({ reusableAgentId: z.string().optional() });

export type AgentNodeValues = z.input<typeof agentNodeSchema>;
export type AgentNode = z.output<typeof agentNodeSchema>;

/** An empty node, as a new agent starts: what a new node shows and what removing its reusable agent leaves. */
export const emptyAgentNode = (): AgentNodeValues => agentFormValues(undefined) as AgentNodeValues;

/** A node copying a reusable agent's configuration (spec 002 section 4). */
export const nodeFromReusableAgent = (agent: ResourceRecord<'agent'>): AgentNodeValues => ({
  ...(agentFormValues(agent) as AgentFormValues),
  saveAsReusableAgent: false,
  reusableAgentId: agent.id,
});
