import { resources } from './contract';
import { nameOf } from './resource';
import { resourceKeys, type ResourceKey } from './routes';
import type { WorkflowGraph } from './schemas/workflow';
import { graphReferences } from './workflow/references';

/**
 * A field of a record naming a record of another resource: its dotted path in the stored record
 * (`*` steps into every item of a list) and the resources it may name. Ids are unique across
 * resources, so a field naming an LLM or an SLM (`sourceValue`) lists both.
 */
export interface ReferenceField {
  path: string;
  to: readonly ResourceKey[];
}

const vaultKey = ['vault'] as const;
const languageModel = ['llm', 'slm'] as const;
const vaultKeys = (prefix: string, fields: readonly string[]) => fields.map((field) => ({ path: `${prefix}${field}`, to: vaultKey }));
/** An LLM-or-SLM choice and its prompt (`sourceRefSchema`): a RAG's generator, HyDE, query expansion. */
const modelChoice = (at: string): ReferenceField[] => [
  { path: `${at}.sourceValue`, to: languageModel },
  { path: `${at}.llmId`, to: ['llm'] },
  { path: `${at}.slmId`, to: ['slm'] },
  { path: `${at}.promptId`, to: ['promptTemplate'] },
];
const topics = (at: string): ReferenceField[] => [
  { path: `${at}.topicProducer.messageBrokerId`, to: ['messageBroker'] },
  { path: `${at}.topicConsumer.messageBrokerId`, to: ['messageBroker'] },
];
const retrievalOptions = (at: string) => [...modelChoice(`${at}.queryExpansionSource`), ...modelChoice(`${at}.hydeSource`)];

/**
 * Where each resource's records name other records: vault keys by their key name (spec README
 * decision 5: secrets are referred to by keyName), every other record by its id. What `usedBy`
 * reads; `references.test.ts` checks each path against the resource's body schema.
 */
export const referenceFields: { readonly [K in ResourceKey]?: readonly ReferenceField[] } = {
  llm: vaultKeys('', ['apiKeyReference', 'configurations.apiAuthorization', 'configurations.secretKey']),
  slm: vaultKeys('configurations.', ['apiAuthorization', 'secretKey']),
  speechToSpeechModel: vaultKeys('configurations.', ['secretKey']),
  embeddingModel: vaultKeys('configurations.', ['apiKey', 'secretKey']),
  rerankingModel: vaultKeys('configurations.', ['apiKey']),
  database: vaultKeys('configurations.', ['password', 'apiKey', 'awsAccessKeyId', 'awsSecretAccessKeyId']),
  messageBroker: vaultKeys('configurations.', ['password', 'awsAccessKeyId', 'awsSecretAccessKey']),
  mcpServer: vaultKeys('configurations.authorization.meta.', ['password', 'token', 'headerValue']),
  apiTool: vaultKeys('configurations.authorization.meta.', ['password', 'token', 'headerValue']),
  connector: [
    ...vaultKeys('configurations.', ['authorization.meta.passwordReference', 'authorization.meta.clientSecretReference', 'jiraToken.token']),
    { path: 'configurations.databaseId', to: ['database'] },
  ],
  knowledgeBase: [
    ...vaultKeys('', ['jiraInfor.token']),
    { path: 'connector', to: ['connector'] },
    { path: 'embeddingModel', to: ['embeddingModel'] },
  ],
  guardrail: [
    { path: 'intelligentSources.id', to: languageModel },
    { path: 'apis.*', to: ['apiTool'] },
  ],
  vectorRag: [
    ...modelChoice('configurations.generatorSource'),
    ...modelChoice('configurations.fusionRag'),
    { path: 'configurations.retrievals.*.databaseId', to: ['database'] },
    { path: 'configurations.retrievals.*.embeddingModel', to: ['embeddingModel'] },
    { path: 'configurations.retrievals.*.reRankingModel', to: ['rerankingModel'] },
    ...retrievalOptions('configurations.retrievals.*'),
  ],
  graphRag: [
    ...modelChoice('configurations.correctiveRag'),
    ...modelChoice('configurations.generatorSource'),
    { path: 'configurations.retrievals.*.database', to: ['database'] },
    { path: 'configurations.retrievals.*.embeddingModelId', to: ['embeddingModel'] },
    { path: 'configurations.retrievals.*.reRankingModelId', to: ['rerankingModel'] },
    ...retrievalOptions('configurations.retrievals.*'),
    { path: 'configurations.retrievals.*.queryUnderstanding.sourceValue', to: languageModel },
    { path: 'configurations.retrievals.*.queryUnderstanding.llmId', to: ['llm'] },
    { path: 'configurations.retrievals.*.queryUnderstanding.slmId', to: ['slm'] },
  ],
  agent: [
    { path: 'llmId', to: ['llm'] },
    { path: 'slmId', to: ['slm'] },
    { path: 'promptTemplateId', to: ['promptTemplate'] },
    { path: 'tools.*.id', to: ['apiTool'] },
    { path: 'configurations.mcpServers.*', to: ['mcpServer'] },
    { path: 'configurations.knowledgeGraphs.*', to: ['graphRag'] },
    { path: 'configurations.rags.*', to: ['vectorRag'] },
    { path: 'configurations.guardrails.*', to: ['guardrail'] },
    { path: 'configurations.connectors.*', to: ['connector'] },
    { path: 'configurations.knowledgeBase', to: ['knowledgeBase'] },
    ...topics('configurations.humanInput'),
    { path: 'configurations.publisherIntegration.topicProducer.messageBrokerId', to: ['messageBroker'] },
    { path: 'configurations.selfLearning.intelligentSource.id', to: languageModel },
    { path: 'configurations.selfLearning.promptId', to: ['promptTemplate'] },
    { path: 'configurations.selfLearning.feedbackRequestIntegration.id', to: ['apiTool', 'connector', 'messageBroker'] },
    ...topics('configurations.selfLearning.feedbackRequestIntegration.messageBroker'),
  ],
  // A tag's delete names the workflows that lose it (design section 1.4). What a workflow's draft
  // names is read by the graph module (`graphReferences`), not listed here.
  workflow: [{ path: 'tagIds.*', to: ['workflowTag'] }],
};

/** The resources some record can name: those whose delete confirmation says where a record is used. */
export const referableResources: readonly ResourceKey[] = resourceKeys.filter((key) =>
  Object.values(referenceFields).some((fields) => fields.some((field) => field.to.includes(key))),
);

/** The text values at a dotted path, stepping into every item of a list at `*`. */
export function valuesAt(record: unknown, path: string): string[] {
  let current: unknown[] = [record];
  for (const step of path.split('.')) {
    current = current.flatMap((value) => {
      if (step === '*') return Array.isArray(value) ? value : [];
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? [(value as Record<string, unknown>)[step]] : [];
    });
  }
  return current.filter((value): value is string => typeof value === 'string' && value !== '');
}

type StoredRecord = { id: string } & Record<string, unknown>;

/** A record that uses another one: directly, or through a record that does (an agent on the LLM of a vault key). */
export interface RecordUse {
  resource: ResourceKey;
  id: string;
  name: string;
  /** Names the record itself; false when it uses it through another record of the list. */
  direct: boolean;
}

/** What a field naming a record of `resource` holds: a vault key's name, else the id. */
const referenceValueOf = (resource: ResourceKey, record: StoredRecord) =>
  resource === 'vault' ? String(record.keyName ?? '') : record.id;

/** The values a record holds that name records of `target`: at its reference fields, and in a workflow's draft. */
function namesIn(resource: ResourceKey, record: StoredRecord, target: ResourceKey): string[] {
  const values = (referenceFields[resource] ?? [])
    .filter((field) => field.to.includes(target))
    .flatMap((field) => valuesAt(record, field.path));
  if (resource !== 'workflow' || !record.draft) return values;
  const inDraft = graphReferences(record.draft as WorkflowGraph).filter((reference) => reference.resource === target);
  return [...values, ...inDraft.map((reference) => reference.value)];
}

/**
 * The records of a workspace that use a record: those naming it, then, again and again, those
 * naming a record already found, each once. Sorted: direct uses first, then by resource in the
 * contract's order, then by name.
 */
export function usedBy(
  target: { resource: ResourceKey; record: StoredRecord },
  records: { readonly [K in ResourceKey]?: readonly StoredRecord[] },
): RecordUse[] {
  const found: RecordUse[] = [];
  const seen = new Set([`${target.resource}:${target.record.id}`]);
  const queue = [{ ...target, isTarget: true }];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const value = referenceValueOf(next.resource, next.record);
    for (const resource of resourceKeys) {
      for (const record of records[resource] ?? []) {
        const key = `${resource}:${record.id}`;
        if (seen.has(key) || !namesIn(resource, record, next.resource).includes(value)) continue;
        seen.add(key);
        found.push({ resource, id: record.id, name: nameOf(resources[resource], record) ?? record.id, direct: next.isTarget });
        queue.push({ resource, record, isTarget: false });
      }
    }
  }
  const order = (use: RecordUse) => resourceKeys.indexOf(use.resource);
  return found.sort(
    (a, b) => Number(b.direct) - Number(a.direct) || order(a) - order(b) || a.name.localeCompare(b.name),
  );
}
