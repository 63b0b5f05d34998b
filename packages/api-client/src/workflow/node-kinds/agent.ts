import { agentResource } from '../../schemas/agent';
import type { NodeOfKind } from '../../schemas/workflow';
import { checkMessages } from '../check-messages';
import { referenceAt, referencesAt, topicOwners } from './reference-at';
import type { NodeKindDefinition } from './types';

/** The agent editor's own rules (spec 002 section 3), with its messages; a reusable agent brings its own. */
function agentFieldProblems(node: NodeOfKind<'agent'>): string[] {
  if (node.data.reusableAgentId) return [];
  const { name, description, llmId, slmId, promptTemplateId, tools, configurations } = node.data;
  const result = agentResource.create.safeParse({ name, description, llmId, slmId, promptTemplateId, tools, configurations });
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
}

/**
 * Calls its language model with its prompt, input, knowledge, tools and guardrails (the agent
 * node data of spec 002 section 3). It starts empty, as the agent-node panel's new node does.
 */
export const agentKind: NodeKindDefinition<'agent'> = {
  name: 'Agent',
  defaultData: () => ({
    reusableAgentId: '',
    name: '',
    description: '',
    llmId: '',
    slmId: '',
    promptTemplateId: '',
    modelParameters: {},
    tools: [],
    configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
  }),
  passesOn: 'output',
  outputHandles: () => [{ id: undefined }],
  acceptsInput: true,
  problems: (node) => agentFieldProblems(node).map((message) => ['required', checkMessages.agentField(node, message)]),
  references: ({ data }) => {
    const c = data.configurations;
    return [
      ...referenceAt(['reusableAgentId'], 'agent', data.reusableAgentId),
      ...referenceAt(['llmId'], 'llm', data.llmId),
      ...referenceAt(['slmId'], 'slm', data.slmId),
      ...referenceAt(['promptTemplateId'], 'promptTemplate', data.promptTemplateId),
      ...data.tools.flatMap((tool, index) => referenceAt(['tools', index, 'id'], 'apiTool', tool.id)),
      ...referencesAt(['configurations', 'mcpServers'], 'mcpServer', c.mcpServers),
      ...referencesAt(['configurations', 'knowledgeGraphs'], 'graphRag', c.knowledgeGraphs),
      ...referencesAt(['configurations', 'rags'], 'vectorRag', c.rags),
      ...referencesAt(['configurations', 'guardrails'], 'guardrail', c.guardrails),
      ...referencesAt(['configurations', 'connectors'], 'connector', c.connectors),
      ...referenceAt(['configurations', 'knowledgeBase'], 'knowledgeBase', c.knowledgeBase),
      ...referenceAt(['configurations', 'selfLearning', 'promptId'], 'promptTemplate', c.selfLearning?.promptId),
      ...topicOwners(['configurations', 'humanInput'], { topicProducer: c.humanInput?.topicProducer, topicConsumer: c.humanInput?.topicConsumer }),
      ...topicOwners(['configurations', 'publisherIntegration'], { topicProducer: c.publisherIntegration?.topicProducer }),
    ];
  },
  outputs: [{ name: 'output', type: 'string', description: "The agent's answer" }],
  catalogueCategory: 'Agents',
};
