import { defineReference } from '../../lib/records';

/**
 * The records other forms pick by id (spec 002 section 3: an agent's `llmId` or `slmId`,
 * `promptTemplateId`, a tool's `databaseId`, a topic's `messageBrokerId`), each listed by name.
 * Where a resource registers a create-in-place dialog, the field offers its 'New …' button.
 */
export const llmReference = defineReference({
  resource: 'llm',
  valueOf: (model) => model.id,
  labelOf: (model) => model.name,
  descriptionOf: (model) => `${model.provider} · ${model.modelName}`,
  texts: { placeholder: 'Select a model', loading: 'Loading models', empty: 'No LLM found', newLabel: 'New LLM' },
});

export const slmReference = defineReference({
  resource: 'slm',
  valueOf: (model) => model.id,
  labelOf: (model) => model.name,
  descriptionOf: (model) => `${model.provider} · ${model.modelName}`,
  texts: { placeholder: 'Select a model', loading: 'Loading models', empty: 'No SLM found', newLabel: 'New SLM' },
});

export const promptTemplateReference = defineReference({
  resource: 'promptTemplate',
  valueOf: (template) => template.id,
  labelOf: (template) => template.name,
  descriptionOf: (template) => template.description,
  texts: {
    placeholder: 'Select a prompt template',
    loading: 'Loading prompt templates',
    empty: 'No prompt template found',
    newLabel: 'New Prompt Template',
  },
});

export const databaseReference = defineReference({
  resource: 'database',
  valueOf: (database) => database.id,
  labelOf: (database) => database.name,
  descriptionOf: (database) => database.description,
  texts: {
    placeholder: 'Select a database',
    loading: 'Loading databases',
    empty: 'No database found',
    newLabel: 'New Database',
  },
});

export const messageBrokerReference = defineReference({
  resource: 'messageBroker',
  valueOf: (broker) => broker.id,
  labelOf: (broker) => broker.name,
  descriptionOf: (broker) => broker.provider,
  texts: {
    placeholder: 'Select a message broker',
    loading: 'Loading message brokers',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Message Brokers have been configured',
    newLabel: 'New Message Broker',
  },
});

export const connectorReference = defineReference({
  resource: 'connector',
  valueOf: (connector) => connector.id,
  labelOf: (connector) => connector.name,
  descriptionOf: (connector) => connector.type,
  texts: {
    placeholder: 'Select a connector',
    loading: 'Loading connectors',
    // Spec 002 section 8, quoted exactly.
    empty: 'No Connectors have been configured',
    newLabel: 'New Connector',
  },
});

export const embeddingModelReference = defineReference({
  resource: 'embeddingModel',
  valueOf: (model) => model.id,
  labelOf: (model) => model.name,
  descriptionOf: (model) => model.description,
  texts: {
    placeholder: 'Select an embedding model',
    loading: 'Loading embedding models',
    empty: 'No Embeddings have been configured',
    newLabel: 'New Embedding Model',
  },
});

export const apiToolReference = defineReference({
  resource: 'apiTool',
  valueOf: (tool) => tool.id,
  labelOf: (tool) => tool.name,
  descriptionOf: (tool) => `${tool.configurations.method} ${tool.configurations.url}`,
  texts: {
    placeholder: 'Select an API',
    loading: 'Loading APIs',
    // Spec 001 section 8, quoted exactly.
    empty: 'No APIs have been configured.',
    newLabel: 'New API',
  },
});
