import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  AGENT_TYPE,
  agentDescriptionRule,
  agentIntelligenceSourceRule,
  agentNameRule,
  promptInstructionRule,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey } from './formValues';
import { humanInputBody, humanReviewFormSchema, humanReviewFormValues } from './humanReview';
import type { IsSlm } from './modelSource';
import {
  outputBroadcastingFormSchema,
  outputBroadcastingFormValues,
  publisherIntegrationBody,
} from './outputBroadcasting';
import { selfLearningBody, selfLearningFormSchema, selfLearningFormValues } from './selfLearning';

const ids = z.array(z.string());

/**
 * The New/Edit Agent drawer and the agent node editor (002 sections 2 to 5): name, description,
 * prompt and language model are required; the pickers (APIs, MCP servers, RAGs, knowledge graphs,
 * guardrails, connectors, knowledge base) are optional; human review, self learning and output
 * broadcasting are set in their own drawers and checked with the agent.
 */
export const agentFormSchema = z.object({
  agentName: agentNameRule,
  agentDescription: agentDescriptionRule,
  promptTemplateId: promptInstructionRule,
  sourceValue: agentIntelligenceSourceRule,
  apis: ids.optional(),
  mcpServers: ids.optional(),
  knowledgeGraphs: ids.optional(),
  rags: ids.optional(),
  guardrails: ids.optional(),
  connectors: ids.optional(),
  knowledgeBase: optionalKey,
  humanInput: humanReviewFormSchema.nullable().optional(),
  selfLearning: selfLearningFormSchema.nullable().optional(),
  publisherIntegration: outputBroadcastingFormSchema.nullable().optional(),
  saveAsReusableAgent: z.boolean().optional(),
});

export type AgentFormValues = z.input<typeof agentFormSchema>;
export type AgentFormOutput = z.output<typeof agentFormSchema>;

/** A new agent's form, or a saved agent's (its model is its LLM, else its SLM). */
export function agentFormValues(
  agent: ResourceRecord<'agent'> | undefined,
): DefaultValues<AgentFormValues> {
  if (!agent) return { agentName: '', agentDescription: '', apis: [], saveAsReusableAgent: false };
  const c = agent.configurations;
  return {
    agentName: agent.name,
    agentDescription: agent.description,
    promptTemplateId: agent.promptTemplateId,
    sourceValue: agent.llmId || agent.slmId || undefined,
    apis: agent.tools.map((tool) => tool.id),
    mcpServers: c.mcpServers,
    knowledgeGraphs: c.knowledgeGraphs,
    rags: c.rags,
    guardrails: c.guardrails,
    connectors: c.connectors,
    knowledgeBase: c.knowledgeBase ?? null,
    humanInput: c.humanInput ? humanReviewFormValues(c.humanInput) : null,
    selfLearning: c.selfLearning
      ? (selfLearningFormValues(c.selfLearning) as AgentFormValues['selfLearning'])
      : null,
    publisherIntegration: c.publisherIntegration
      ? outputBroadcastingFormValues(c.publisherIntegration)
      : null,
  };
}

/**
 * The body of POST and PUT (002 section 7): the model choice split into llmId or slmId, exactly
 * one (002 section 3), the APIs as tools of type API, and the drawers' parts as they save them.
 * 'Save as reusable agent' is the screen's choice of call, not a field.
 */
export function agentBody(values: AgentFormOutput, isSlm: IsSlm): ResourceCreateBody<'agent'> {
  const model = values.sourceValue;
  const knowledgeBase = filled(values.knowledgeBase);
  return {
    name: values.agentName,
    description: values.agentDescription,
    type: AGENT_TYPE,
    ...(isSlm(model) ? { slmId: model } : { llmId: model }),
    promptTemplateId: values.promptTemplateId,
    tools: (values.apis ?? []).map((id) => ({ id, type: 'API' as const })),
    configurations: {
      mcpServers: values.mcpServers ?? [],
      knowledgeGraphs: values.knowledgeGraphs ?? [],
      rags: values.rags ?? [],
      guardrails: values.guardrails ?? [],
      connectors: values.connectors ?? [],
      ...(knowledgeBase ? { knowledgeBase } : {}),
      ...(values.humanInput ? { humanInput: humanInputBody(values.humanInput) } : {}),
      ...(values.selfLearning ? { selfLearning: selfLearningBody(values.selfLearning) } : {}),
      ...(values.publisherIntegration
        ? { publisherIntegration: publisherIntegrationBody(values.publisherIntegration) }
        : {}),
    },
  };
}
