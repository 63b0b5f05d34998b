import { createFakeApi } from '../../../testing/fake-api';

/** A Kafka broker with a topic for human review requests, one for the answers and one for the agents' output. */
export const claimsBroker = {
  name: 'Claims Kafka',
  description: 'Kafka cluster for claim events',
  provider: 'Apache Kafka',
  configurations: {
    bootstrapServers: 'kafka-1.internal:9092',
    topics: [
      { id: 'review-requests', title: 'Human review requests', topicType: 'outbound', requestStructure: '{"message":"string"}' },
      { id: 'review-answers', title: 'Human review answers', topicType: 'inbound', requestStructure: '{"decision":"string"}' },
      { id: 'claim-answers', title: 'Claim answers', topicType: 'outbound', requestStructure: '{"answer":"string"}' },
    ],
  },
} as const;

/**
 * A workspace for the agent-node panel's tests and stories, in memory: prompts, a model, an MCP
 * server, a broker, and (unless `withAgents` is false) two reusable agents, 'Claims Triage Agent'
 * with human review and output broadcasting over the broker, and 'Support Reply Agent'.
 */
export function agentNodeWorkspace({ withAgents = true } = {}) {
  const api = createFakeApi({
    promptTemplate: [
      { name: 'claims_triage', description: 'Sorts incoming claims by urgency', configurations: { prompt_template: 'Sort {{claim}}' } },
      { name: 'support_reply', description: 'Drafts a polite reply', configurations: { prompt_template: 'Reply to {{customer}}' } },
    ],
    llm: [{ name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', configurations: { description: 'The main model' } }],
    mcpServer: [
      {
        name: 'weather_tools',
        description: 'Weather lookups',
        configurations: { url: 'http://127.0.0.1:4010/demo-mcp/mcp', transport: 'streamable_http', type: 'SERVER', timeout: 0, retryCount: 0, selected_tools: [], authorization: { authType: 'none' } },
      },
    ],
    messageBroker: [claimsBroker as never],
  });
  const idOf = (resource: 'promptTemplate' | 'llm' | 'mcpServer' | 'messageBroker', index = 0) => api.records(resource)[index]!.id;
  const agent = (id: string, fields: Record<string, unknown>) =>
    ({ id, isReadOnly: false, createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z', type: 'agent_node', tools: [], ...fields }) as never;
  if (withAgents) {
    api.records('agent').push(
      agent('agent-claims', {
        name: 'Claims Triage Agent',
        description: 'Classifies new claims and routes them',
        llmId: idOf('llm'),
        promptTemplateId: idOf('promptTemplate'),
        configurations: {
          mcpServers: [idOf('mcpServer')],
          knowledgeGraphs: [],
          rags: [],
          guardrails: [],
          connectors: [],
          humanInput: {
            enableHumanInput: true,
            instruction: 'Ask a supervisor when the claim exceeds 5000 EUR',
            option: 'messageBroker',
            enableBroker: true,
            retryCount: 5,
            topicProducer: { messageBrokerId: idOf('messageBroker'), topicId: 'review-requests', requestStructure: '{"message":"string"}' },
          },
          publisherIntegration: {
            option: 'messageBroker',
            topicProducer: { messageBrokerId: idOf('messageBroker'), topicId: 'claim-answers', requestStructure: '{"answer":"string"}' },
          },
        },
      }),
      agent('agent-support', {
        name: 'Support Reply Agent',
        description: 'Drafts replies to support tickets',
        llmId: idOf('llm'),
        promptTemplateId: idOf('promptTemplate', 1),
        configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
      }),
    );
  }
  return { api, idOf };
}
