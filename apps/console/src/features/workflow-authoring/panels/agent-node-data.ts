import type { NodeOfKind, ResourceRecord } from '@agentdeck/api-client';
import { agentBody, agentFormValues, type AgentFormOutput, type AgentFormValues, type IsSlm } from '@agentdeck/forms';

type AgentData = NodeOfKind<'agent'>['data'];

/** The agent-node panel's values for a node's data: the agent editor's fields and the reusable agent it copies. */
export function agentPanelValues(data: AgentData): AgentFormValues & { reusableAgentId?: string } {
  const asRecord = { ...data, id: data.reusableAgentId ?? '', type: 'agent_node', isReadOnly: false } as unknown as ResourceRecord<'agent'>;
  return { ...(agentFormValues(asRecord) as AgentFormValues), saveAsReusableAgent: false, reusableAgentId: data.reusableAgentId || undefined };
}

/**
 * A node's data from the agent-node panel's saved values: the agent's body as the agents screen
 * posts it (model as llmId or slmId), the reusable agent, and the model parameters the panel
 * does not edit, kept from before.
 */
export function agentNodeData(
  values: AgentFormOutput & { reusableAgentId?: string },
  isSlm: IsSlm,
  previous: AgentData,
): AgentData {
  const { type: _type, ...agent } = agentBody(values, isSlm);
  return {
    ...(values.reusableAgentId ? { reusableAgentId: values.reusableAgentId } : {}),
    ...agent,
    promptTemplateId: agent.promptTemplateId ?? '',
    modelParameters: previous.modelParameters,
  } as AgentData;
}
