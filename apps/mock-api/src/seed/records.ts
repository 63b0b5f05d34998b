import type { ResourceCreateBody, ResourceKey } from '@agentdeck/api-client';
import { DEFAULT_ORIGIN } from '../options';
import { logo } from './catalogue';

export interface SeedRecord<K extends ResourceKey> {
  id: string;
  body: ResourceCreateBody<K>;
  readOnly?: boolean;
}
export type SeedSet = { [K in ResourceKey]: SeedRecord<K>[] };

/** Deterministic ids: the resource, the workspace and a number ("llm-1001-1"). */
export const seedId = (key: ResourceKey, wid: string, n: number) => `${key}-${wid}-${n}`;

/**
 * Realistic records of every resource for one workspace. Ids, names and dates are fixed, so
 * two seeded stores are identical; the first record of most resources is read-only. The demo
 * MCP server and the policy and ticket tools are the mock API's own (at `origin`), so seeded
 * workflows run offline.
 */
export function seedRecords(wid: string, origin = DEFAULT_ORIGIN): SeedSet {
  const id = (key: ResourceKey, n: number) => seedId(key, wid, n);
  return {
    vault: [
      { id: id('vault', 1), readOnly: true, body: { keyName: 'openai-api-key', description: 'Platform OpenAI key for production agents', keyValue: `sk-seed-openai-${wid}-7f3a`, isActive: true } },
      { id: id('vault', 2), body: { keyName: 'anthropic-api-key', description: 'Anthropic key used by the claims triage agent', keyValue: `sk-ant-seed-${wid}-19c2`, isActive: true } },
      { id: id('vault', 3), body: { keyName: 'gemini-api-key', description: 'Google AI Studio key for Gemini models', keyValue: `AIza-seed-${wid}-88d1`, isActive: true } },
      { id: id('vault', 4), body: { keyName: 'aws-secret-access-key', description: 'Bedrock and Neptune access for the data team', keyValue: `aws-seed-${wid}-0b5e`, isActive: true } },
      { id: id('vault', 5), body: { keyName: 'postgres-password', description: 'Password of the analytics PostgreSQL user', keyValue: `pg-seed-${wid}-4411`, isActive: false } },
    ],
    llm: [
      {
        id: id('llm', 1), readOnly: true,
        body: {
          name: 'GPT-4o Production', provider: 'OpenAI', modelName: 'gpt-4o', apiKeyReference: 'openai-api-key',
          configurations: { description: 'Default model for customer-facing agents', maxTokens: 4096, temperature: 0.2, providerConfig: { id: 'openai', value: 'OpenAI', logo: logo('O', '#10a37f') } },
        },
      },
      {
        id: id('llm', 2),
        body: {
          name: 'Claude Sonnet Analyst', provider: 'Anthropic', modelName: 'claude-sonnet-4-5', apiKeyReference: 'anthropic-api-key',
          configurations: { description: 'Long-context analysis of claims documents', maxTokens: 8192, temperature: 0.3 },
        },
      },
      {
        id: id('llm', 3),
        body: {
          name: 'Gemini Flash Router', provider: 'Google Gemini', modelName: 'gemini-2.5-flash', apiKeyReference: 'gemini-api-key',
          configurations: { description: 'Fast, low-cost routing and classification', maxTokens: 2048, temperature: 0 },
        },
      },
      {
        id: id('llm', 4),
        body: {
          name: 'Bedrock Llama', provider: 'AWS Bedrock', modelName: 'meta.llama3-1-70b-instruct-v1:0',
          configurations: { description: 'Llama 3.1 70B hosted in our AWS account', accessKey: 'AKIASEEDEXAMPLE', secretKey: 'aws-secret-access-key', region: 'eu-west-1', temperature: 0.5 },
        },
      },
    ],
    slm: [
      {
        id: id('slm', 1), readOnly: true,
        body: { name: 'Phi-3 Mini On-Prem', provider: 'Microsoft', modelName: 'phi-3-mini-4k-instruct', configurations: { description: 'Runs on the GPU node in the data centre', apiAuthorization: 'openai-api-key', baseUrl: 'http://gpu-node-1.internal:8080/v1', tokenLimit: 4096, temperature: 0.2, customRuntime: true } },
      },
      {
        id: id('slm', 2),
        body: { name: 'Mistral 7B Ollama', provider: 'Ollama', modelName: 'mistral:7b-instruct', configurations: { description: 'Local Mistral for redaction tasks', apiAuthorization: 'openai-api-key', baseUrl: 'http://localhost:11434', tokenLimit: 8192, temperature: 0.1 } },
      },
    ],
    speechToSpeechModel: [
      { id: id('speechToSpeechModel', 1), readOnly: true, body: { name: 'Realtime Support Voice', provider: 'OpenAI', modelName: 'gpt-4o-realtime-preview', description: 'Voice agent for the support hotline', configurations: { secretKey: 'openai-api-key', voice: 'alloy', language: 'en-US', temperature: 0.6, tone: 'friendly' } } },
      { id: id('speechToSpeechModel', 2), body: { name: 'Gemini Live German', provider: 'Google Gemini', modelName: 'gemini-2.0-flash-live-001', description: 'German-speaking voice assistant', configurations: { voice: 'Puck', language: 'de-DE', temperature: 0.5 } } },
    ],
    embeddingModel: [
      { id: id('embeddingModel', 1), readOnly: true, body: { name: 'OpenAI Small Embeddings', description: 'Default embeddings for document search', provider: 'OpenAI', modelName: 'text-embedding-3-small', configurations: { apiKey: 'openai-api-key', dimensions: 1536 } } },
      { id: id('embeddingModel', 2), body: { name: 'Titan Embeddings', description: 'Bedrock embeddings for the policy archive', provider: 'AWS Bedrock', modelName: 'amazon.titan-embed-text-v2:0', configurations: { dimensions: 1024, secretKey: 'aws-secret-access-key', accessKeyId: 'AKIASEEDEXAMPLE', region: 'us-east-1' } } },
      { id: id('embeddingModel', 3), body: { name: 'Cohere Multilingual', description: 'Embeddings for non-English tickets', provider: 'Cohere', modelName: 'embed-multilingual-v3.0', configurations: { apiKey: 'gemini-api-key', dimensions: 1024 } } },
    ],
    rerankingModel: [
      { id: id('rerankingModel', 1), readOnly: true, body: { name: 'Cohere Rerank', description: 'Re-ranks the top 50 passages', provider: 'Cohere', modelName: 'rerank-v3.5', configurations: { apiKey: 'gemini-api-key' } } },
      { id: id('rerankingModel', 2), body: { name: 'Jina Reranker', description: 'Multilingual re-ranking for support search', provider: 'Jina AI', modelName: 'jina-reranker-v2-base-multilingual', configurations: { apiKey: 'openai-api-key', baseURL: 'https://api.jina.ai/v1' } } },
    ],
    variable: [
      { id: id('variable', 1), readOnly: true, body: { name: 'customer_name', dataType: 'string', description: 'Full name of the customer in the conversation' } },
      { id: id('variable', 2), body: { name: 'policy_number', dataType: 'string', description: 'Insurance policy number quoted by the customer' } },
      { id: id('variable', 3), body: { name: 'claim_amount', dataType: 'float', description: 'Amount claimed, in the policy currency' } },
      { id: id('variable', 4), body: { name: 'is_priority', dataType: 'bool', description: 'Whether the case needs a priority handler' } },
      { id: id('variable', 5), body: { name: 'retry_count', dataType: 'int', description: 'How many times the workflow retried a step' } },
    ],
    promptTemplate: [
      { id: id('promptTemplate', 1), readOnly: true, body: { name: 'claims_triage', description: 'Classifies an incoming claim and extracts key facts', configurations: { prompt_template: 'You are a claims triage assistant. Read the message from {{customer_name}} about policy {{policy_number}}. Classify the claim type, extract the {{claim_amount}} and decide whether {{is_priority}} applies.' } } },
      { id: id('promptTemplate', 2), body: { name: 'support_reply', description: 'Drafts a polite reply to a support ticket', configurations: { prompt_template: 'Write a short, friendly reply to {{customer_name}}. Answer the question using the retrieved policy passages only and cite them.' } } },
      { id: id('promptTemplate', 3), body: { name: 'learning_summary', description: 'Summarises feedback into learnings', configurations: { prompt_template: 'Summarise the feedback below into at most five concrete learnings for the agent. Keep each learning under 40 words.' } } },
    ],
    database: [
      { id: id('database', 1), readOnly: true, body: { name: 'Policy Vectors', description: 'pgvector store of policy documents', type: 'Vector', configurations: { provider: 'pgvector', host: 'pg-vector.internal', port: 5432, databaseName: 'policies', userName: 'rag_reader', password: 'postgres-password' } } },
      { id: id('database', 2), body: { name: 'Claims Graph', description: 'Neo4j graph of claims, parties and vehicles', type: 'Graph', configurations: { provider: 'Neo4j', endpoint: 'neo4j+s://claims-graph.internal:7687', userName: 'neo4j', password: 'postgres-password' } } },
      { id: id('database', 3), body: { name: 'Analytics Warehouse', description: 'PostgreSQL reporting database', type: 'Relational', configurations: { provider: 'PostgreSQL', host: '10.20.30.40', port: 5432, databaseName: 'analytics', userName: 'report', password: 'postgres-password', useHttps: true } } },
      { id: id('database', 4), body: { name: 'Legacy CRM', description: 'MySQL database of the old CRM', type: 'Relational', configurations: { provider: 'MySQL', host: 'crm-db.internal', port: 3306, databaseName: 'crm', userName: 'crm_ro', password: 'postgres-password' } } },
      { id: id('database', 5), body: { name: 'Support Chroma', description: 'Chroma collection of support answers', type: 'Vector', configurations: { provider: 'Chroma', host: 'chroma.internal', port: 8000, tenantId: 'support', databaseName: 'answers' } } },
    ],
    mcpServer: [
      { id: id('mcpServer', 1), readOnly: true, body: { name: 'demo_tools', description: 'Demo MCP server shipped with the mock API', configurations: { url: `${origin}/demo-mcp/mcp`, transport: 'streamable_http', type: 'SERVER', timeout: 30, retryCount: 2, selected_tools: ['get_weather', 'search_docs'], authorization: { authType: 'none' } } } },
      { id: id('mcpServer', 2), body: { name: 'github_issues', description: 'GitHub MCP server for issue lookups', configurations: { url: 'https://mcp.example.com/github/sse', transport: 'sse', type: 'SERVER', timeout: 0, retryCount: 0, selected_tools: ['search_issues', 'get_issue'], authorization: { authType: 'bearer', meta: { token: 'openai-api-key' } } } } },
    ],
    apiTool: [
      { id: id('apiTool', 1), readOnly: true, body: { name: 'Policy Lookup', description: 'Fetches a policy by its number', configurations: { url: `${origin}/demo-api/policies`, method: 'GET', headers: [{ name: 'Accept', dataType: 'string', value: 'application/json' }], payload: '{"policy_number":{"description":"Policy number","type":"string"}}', authorization: { authType: 'apiKey', meta: { headerName: 'x-api-key', headerValue: 'openai-api-key' } }, promotedVariables: '{"holder_name":{"description":"Name of the policy holder","type":"string"}}' } } },
      { id: id('apiTool', 2), body: { name: 'Create Ticket', description: 'Opens a ticket in the service desk', configurations: { url: `${origin}/demo-api/tickets`, method: 'POST', headers: [], payload: '{"title":{"description":"Ticket title","type":"string"},"priority":{"description":"1 to 4","type":"int"}}', authorization: { authType: 'basic', meta: { username: 'agent-bot', password: 'postgres-password' } }, promotedVariables: '{}' } } },
    ],
    vectorRag: [
      {
        id: id('vectorRag', 1), readOnly: true,
        body: {
          name: 'Policy Search', description: 'Answers policy questions from the policy vectors',
          configurations: {
            ragVariant: 'vector', generator: true, generatorSource: { sourceValue: id('llm', 1), llmId: id('llm', 1), promptId: id('promptTemplate', 2) },
            retrievals: [{ databaseId: id('database', 1), tableName: 'policy_chunks', embeddingModel: id('embeddingModel', 1), distanceStrategy: 'cosine', searchType: 'similarity', topK: 5, enableReRanking: true, reRankingModel: id('rerankingModel', 1), reRankingScoreThreshold: 0.4, queryExpansion: false, hyde: false, enableHybridSearch: false }],
          },
        },
      },
      {
        id: id('vectorRag', 2),
        body: {
          name: 'Support Answers Fusion', description: 'Fusion retrieval over past support answers',
          configurations: {
            ragVariant: 'Fusion', generator: false, fusionRag: { sourceValue: id('llm', 3), llmId: id('llm', 3) },
            retrievals: [{ databaseId: id('database', 5), tableName: 'answers', embeddingModel: id('embeddingModel', 3), distanceStrategy: 'euclidean', searchType: 'MMR', topK: 8, fetchK: 20, lambdaMult: 0.5, enableReRanking: false, queryExpansion: false, hyde: false, enableHybridSearch: true, hybridSearch: 'BM25', hybridSearchTopK: 10 }],
          },
        },
      },
    ],
    graphRag: [
      {
        id: id('graphRag', 1), readOnly: true,
        body: {
          name: 'Claims Knowledge Graph', description: 'Finds related claims, parties and vehicles',
          configurations: {
            graphRagType: 'standard', generator: true, generatorSource: { sourceValue: id('llm', 2), llmId: id('llm', 2), promptId: id('promptTemplate', 1) },
            retrievals: [{ database: id('database', 2), queryLanguage: 'Cypher', searchType: 'similarity', topK: 5, nodeLabel: 'Claim', embeddingNodeProperty: 'embedding', textNodeProperties: ['summary', 'notes'], embeddingModelId: id('embeddingModel', 1), enableReRanking: false, queryExpansion: false, hyde: false, enableQueryUnderstanding: true, queryUnderstanding: { queryType: 'NER', sourceValue: id('llm', 3), llmId: id('llm', 3), fullTextSearchIndex: 'claim_text', fullTextSearchProperty: 'summary' }, enableHybridSearch: false }],
          },
        },
      },
    ],
    agent: [
      { id: id('agent', 1), readOnly: true, body: { name: 'Claims Triage Agent', description: 'Classifies new claims and routes them', type: 'agent_node', llmId: id('llm', 1), promptTemplateId: id('promptTemplate', 1), tools: [{ id: id('apiTool', 1), type: 'API' }], configurations: { mcpServers: [id('mcpServer', 1)], knowledgeGraphs: [id('graphRag', 1)], rags: [id('vectorRag', 1)], guardrails: [id('guardrail', 1)], connectors: [] } } },
      {
        id: id('agent', 2),
        body: {
          name: 'Support Reply Agent', description: 'Drafts replies and learns from feedback', type: 'agent_node', slmId: id('slm', 2), promptTemplateId: id('promptTemplate', 2), tools: [],
          configurations: {
            mcpServers: [], knowledgeGraphs: [], rags: [id('vectorRag', 2)], guardrails: [], connectors: [],
            humanInput: { enableHumanInput: true, instruction: 'Ask a supervisor when the refund exceeds 500 EUR', enableBroker: true, option: 'messageBroker', retryCount: 5, topicProducer: { messageBrokerId: id('messageBroker', 1), topicId: 'human-review-requests', requestStructure: '{"session_id":"string","message":"string"}' } },
            selfLearning: { learningSource: 'LearnFromSummary', enableLearning: true, learningType: 'Supervised', retry: true, intelligentSource: { id: id('llm', 2), isSlm: false }, maxSummaryLength: 5000, overrideMaxSummaryLength: false, overridePrompt: true, promptId: id('promptTemplate', 3), feedbackRequestIntegration: { type: 'API', id: id('apiTool', 2) }, feedbackTriggeringCriteria: 'variable.claim_amount > 500 AND variable.is_priority == true', outputInstructions: [{ name: 'tone_ok', dataType: 'bool', value: 'Whether the reply tone was appropriate' }] },
          },
        },
      },
    ],
    connector: [
      { id: id('connector', 1), readOnly: true, body: { name: 'Pega Case Management', description: 'Creates cases in Pega for human follow-up', type: 'Pega', configurations: { authorization: { authType: 'clientCredentials', meta: { tokenEndpointURL: 'https://pega.example/prweb/PRRestService/oauth2/v1/token', clientID: 'agentdeck', clientSecretReference: 'postgres-password' } } } } },
      { id: id('connector', 2), body: { name: 'Analytics Query', description: 'Parameterized query on the analytics warehouse', type: 'PostgreSQL', configurations: { databaseId: id('database', 3), queryType: 'Parameterized', parameterizedQuery: 'SELECT * FROM claims WHERE policy_number = :policy_number' } } },
      { id: id('connector', 3), body: { name: 'Jira Support Board', description: 'Raises Jira issues for defects', type: 'Jira', configurations: { email: { email: 'bot@acme.example' }, projectKey: 'SUP', jiraToken: { token: 'openai-api-key' } } } },
      { id: id('connector', 4), body: { name: 'Market News Feed', description: 'Trading news sentiment for the FX desk', type: 'Trading News', configurations: { selectedSources: ['bloomberg-news', 'reddit'], sourceConfigurations: [{ dataSource: 'bloomberg-news', weightPercentage: 70, assetClass: ['fx', 'bonds'] }, { dataSource: 'reddit', weightPercentage: 30, assetClass: ['crypto'] }], sensitivityTuning: [{ assetClass: 'fx', sensitivity: 'highly_sensitive', mostImpactedBy: ['central bank decisions'] }] } } },
    ],
    webhook: [
      { id: id('webhook', 1), body: { isActive: true, configurations: { url: 'https://hooks.acme.example/agentdeck/workflow-events', headers: [{ key: 'x-source', value: 'agentdeck' }] } } },
      { id: id('webhook', 2), readOnly: true, body: { isActive: false, configurations: { url: 'https://hooks.slack.example/services/T000/B000/XXXX', headers: [] } } },
    ],
    messageBroker: [
      { id: id('messageBroker', 1), readOnly: true, body: { name: 'Claims Kafka', description: 'Kafka cluster for claim events', provider: 'Apache Kafka', configurations: { bootstrapServers: 'kafka-1.internal:9093,kafka-2.internal:9093', securityProtocol: 'SSL', clientId: 'agentdeck-claims', groupId: 'agentdeck-human-review', topics: [{ id: 'human-review-requests', title: 'Human review requests', topicType: 'outbound', requestStructure: '{"session_id":"string","message":"string"}' }, { id: 'human-review-responses', title: 'Human review responses', topicType: 'inbound', requestStructure: '{"session_id":"string","decision":"string"}' }] } } },
      { id: id('messageBroker', 2), body: { name: 'Orders MSK', description: 'AWS MSK cluster for order updates', provider: 'AWS MSK Provisioned', configurations: { clusterArn: 'arn:aws:kafka:eu-west-1:123456789012:cluster/orders/6357e0b2-0e6a-4b86-a0b4-70df934c2e31-5', region: 'eu-west-1', bootstrapServers: 'b-1.orders.k3x9qa.c2.kafka.eu-west-1.amazonaws.com:9094,b-2.orders.k3x9qa.c2.kafka.eu-west-1.amazonaws.com:9094', authentication: 'TLS', topics: [{ id: 'order-updates', title: 'Order updates', topicType: 'inbound', requestStructure: '{"order_id":"string"}' }] } } },
    ],
    // The three read-only seed guardrails of spec 002 section 3, in every workspace.
    guardrail: [
      { id: id('guardrail', 1), readOnly: true, body: { guardrailName: 'PII detection', category: 'No PII', description: 'Masks social security numbers in prompts and answers', sourceType: 'REGEX', regex: { value: '\\b\\d{3}-\\d{2}-\\d{4}\\b', isCustom: false }, handlingType: 'MASK', criteria: ['PRE', 'POST'] } },
      { id: id('guardrail', 2), readOnly: true, body: { guardrailName: 'Prompt injection', category: 'Prompt Injection', description: 'Blocks attempts to ignore or override instructions', sourceType: 'REGEX', regex: { value: '\\b(ignore|override|disregard|forget)\\s+(all\\s+)?(previous|prior)\\s+instructions', isCustom: false }, handlingType: 'BLOCK', criteria: ['PRE'] } },
      { id: id('guardrail', 3), readOnly: true, body: { guardrailName: 'Bias detection', category: 'No Social Bias', description: 'Blocks answers with race, gender or stereotype wording', sourceType: 'REGEX', regex: { value: '\\b(race|gender|stereotype)\\b', isCustom: false }, handlingType: 'BLOCK', criteria: ['POST'] } },
    ],
    knowledgeBase: [
      { id: id('knowledgeBase', 1), readOnly: true, body: { name: 'Support Handbook', description: 'Support handbook pages indexed from the wiki API', status: 'enabled', dataSourceType: 'api', language: 'en', lastIndexedAt: '2026-10-30T08:00:00.000Z', documentCount: 412, embeddingModel: id('embeddingModel', 1), retrievalMode: 'semantic', tags: ['support', 'handbook'] } },
      { id: id('knowledgeBase', 2), body: { name: 'Jira Defects', description: 'Resolved defects from the SUP Jira project', status: 'disabled', dataSourceType: 'jira', language: 'en', documentCount: 1280, retrievalMode: 'hybrid', tags: ['jira'], jiraInfor: { email: 'bot@acme.example', token: 'openai-api-key', projectKey: 'SUP' } } },
    ],
    // Seeded in the enterprise workspace, with the workflows' versions, by `workflows.ts`.
    workflow: [],
    workflowTag: [],
  };
}
