import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  DEFAULT_RERANKING_SCORE_THRESHOLD,
  distanceStrategyRule,
  embeddingModelRule,
  ragVariantRule,
  retrievalDatabaseRule,
  tableNameRule,
  topKRule,
  vectorRagTypeSource,
  vectorRetrievalRules,
  vectorSearchTypeRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import { validateMetadataFilter } from '@agentdeck/condition-language';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, filledNumber, optionalKey, optionalNumber } from './formValues';
import {
  modelSourceBody,
  modelSourceFormValues,
  optionalModelSource,
  type IsSlm,
} from './modelSource';
import { ragWizardSchema, ragWizardSteps } from './ragWizard';
import { retrievalSwitchesBody } from './retrieval';

/** The vector RAG wizard and its retrievals (001 sections 2 to 5). */

/** A metadata filter while 'Filter by metadata' is on: valid JSON or conditions (001 section 5). */
const metadataFilterRule = z.string().superRefine((text, ctx) => {
  for (const error of validateMetadataFilter(text)) ctx.addIssue({ code: 'custom', message: error.message });
});

/**
 * One vector retrieval. Fields behind a switch or a search type are checked only while they are
 * shown (`vectorRetrievalRules`), the metadata filter while its switch is on; `type` is kept as
 * saved.
 */
export const vectorRetrievalFormSchema = withConditionalRules(
  z.object({
    databaseId: retrievalDatabaseRule,
    tableName: tableNameRule,
    type: optionalKey,
    embeddingModel: embeddingModelRule,
    distanceStrategy: distanceStrategyRule,
    searchType: vectorSearchTypeRule,
    topK: topKRule,
    enableMetadataFilter: z.boolean().optional(),
    metadata: z.string().optional(),
    fetchK: optionalNumber,
    lambdaMult: optionalNumber,
    scoreThreshold: optionalNumber,
    enableReRanking: z.boolean(),
    reRankingModel: optionalKey,
    reRankingScoreThreshold: optionalNumber,
    queryExpansion: z.boolean(),
    queryExpansionSource: optionalModelSource,
    hyde: z.boolean(),
    hydeSource: optionalModelSource,
    enableHybridSearch: z.boolean(),
    hybridSearch: optionalKey,
    hybridSearchTopK: optionalNumber,
  }),
  (r) => [...vectorRetrievalRules(r), r.enableMetadataFilter === true && (['metadata', metadataFilterRule] as const)],
);

export type VectorRetrievalValues = z.input<typeof vectorRetrievalFormSchema>;

/** A new retrieval starts with re-ranking, query expansion, HyDE and hybrid search off. */
export const NEW_VECTOR_RETRIEVAL: VectorRetrievalValues = {
  databaseId: '',
  tableName: '',
  embeddingModel: '',
  distanceStrategy: '',
  searchType: 'similarity',
  topK: 4,
  enableMetadataFilter: false,
  metadata: '',
  enableReRanking: false,
  reRankingScoreThreshold: DEFAULT_RERANKING_SCORE_THRESHOLD,
  queryExpansion: false,
  hyde: false,
  enableHybridSearch: false,
};

/** The vector RAG wizard: general settings, retrievals, generator settings. */
export const vectorRagFormSchema = ragWizardSchema(
  { ragVariant: ragVariantRule, fusionRag: optionalModelSource },
  vectorRetrievalFormSchema,
  (v) => vectorRagTypeSource(v.ragVariant),
);

export type VectorRagFormValues = z.input<typeof vectorRagFormSchema>;
export type VectorRagFormOutput = z.output<typeof vectorRagFormSchema>;

export const VECTOR_RAG_STEP_FIELDS = ragWizardSteps(['ragVariant', 'fusionRag']);

type VectorRag = ResourceRecord<'vectorRag'>;
type VectorRetrieval = VectorRag['configurations']['retrievals'][number];
type VectorRetrievalBody = ResourceCreateBody<'vectorRag'>['configurations']['retrievals'][number];

function vectorRetrievalFormValues(r: VectorRetrieval): VectorRetrievalValues {
  return {
    ...r,
    type: r.type ?? null,
    enableMetadataFilter: Boolean(r.metadata),
    reRankingModel: r.reRankingModel ?? null,
    reRankingScoreThreshold: r.reRankingScoreThreshold ?? DEFAULT_RERANKING_SCORE_THRESHOLD,
    queryExpansionSource: modelSourceFormValues(r.queryExpansionSource),
    hydeSource: modelSourceFormValues(r.hydeSource),
    hybridSearch: r.hybridSearch ?? null,
  };
}

/** A new configuration's wizard (a standard vector RAG with one new retrieval), or a record's. */
export function vectorRagFormValues(
  rag: VectorRag | undefined,
): DefaultValues<VectorRagFormValues> {
  if (!rag)
    return {
      name: '',
      description: '',
      ragVariant: 'vector',
      retrievals: [NEW_VECTOR_RETRIEVAL],
      generator: false,
    };
  const c = rag.configurations;
  return {
    name: rag.name,
    description: rag.description,
    ragVariant: c.ragVariant,
    fusionRag: modelSourceFormValues(c.fusionRag),
    retrievals: c.retrievals.map(vectorRetrievalFormValues),
    generator: c.generator,
    generatorSource: modelSourceFormValues(c.generatorSource),
  };
}

type VectorRetrievalOutput = z.output<typeof vectorRetrievalFormSchema>;

/**
 * A retrieval as saved: fetch K and lambda are kept only for MMR and the score threshold only for
 * similarity with a threshold (001 section 4).
 */
function vectorRetrievalBody(r: VectorRetrievalOutput, isSlm: IsSlm): VectorRetrievalBody {
  const metadata = r.enableMetadataFilter ? filled(r.metadata) : undefined;
  const type = filled(r.type);
  return {
    databaseId: r.databaseId,
    tableName: r.tableName,
    ...(type ? { type } : {}),
    embeddingModel: r.embeddingModel,
    distanceStrategy: r.distanceStrategy,
    searchType: r.searchType,
    topK: r.topK,
    ...(metadata ? { metadata } : {}),
    ...(r.searchType === 'MMR'
      ? { fetchK: filledNumber(r.fetchK), lambdaMult: filledNumber(r.lambdaMult) }
      : {}),
    ...(r.searchType === 'similarity-score-threshold'
      ? { scoreThreshold: filledNumber(r.scoreThreshold) }
      : {}),
    ...retrievalSwitchesBody(r, r.reRankingModel, 'reRankingModel', isSlm),
  };
}

/**
 * The body of POST and PUT: fusion settings only for the Fusion variant, the generator's source
 * only while the generator is on (001 section 4).
 */
export function vectorRagBody(
  values: VectorRagFormOutput,
  isSlm: IsSlm,
): ResourceCreateBody<'vectorRag'> {
  return {
    name: values.name,
    description: values.description,
    configurations: {
      ragVariant: values.ragVariant,
      ...(values.ragVariant === 'Fusion'
        ? { fusionRag: modelSourceBody(values.fusionRag, isSlm) }
        : {}),
      generator: values.generator,
      ...(values.generator
        ? { generatorSource: modelSourceBody(values.generatorSource, isSlm) }
        : {}),
      retrievals: values.retrievals.map((r) => vectorRetrievalBody(r, isSlm)),
    },
  };
}
