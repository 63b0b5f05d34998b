import type { ResourceCreateBody, ResourceRecord } from '@agentdeck/api-client';
import {
  DEFAULT_GRAPH_RAG_TYPE,
  DEFAULT_RERANKING_SCORE_THRESHOLD,
  embeddingModelRule,
  embeddingNodePropertyRule,
  graphRagTypeRule,
  graphRagTypeSource,
  graphRetrievalRules,
  graphSearchTypeRule,
  graphTopKRule,
  nodeLabelRule,
  queryLanguageRule,
  retrievalDatabaseRule,
  textNodePropertiesRule,
  withConditionalRules,
} from '@agentdeck/api-client/rules';
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { filled, optionalKey, optionalNumber } from './formValues';
import {
  modelSourceBody,
  modelSourceFormValues,
  optionalModelSource,
  type IsSlm,
} from './modelSource';
import { ragWizardSchema, ragWizardSteps } from './ragWizard';
import { retrievalSwitchesBody } from './retrieval';

/** The graph RAG wizard and its retrievals (001 sections 2 to 5 and 9). */

/**
 * One graph retrieval. Fields behind a switch are checked only while it is on; the full text
 * index and property only for NER query understanding (`graphRetrievalRules`).
 */
export const graphRetrievalFormSchema = withConditionalRules(
  z.object({
    database: retrievalDatabaseRule,
    queryLanguage: queryLanguageRule,
    searchType: graphSearchTypeRule,
    topK: graphTopKRule,
    nodeLabel: nodeLabelRule,
    embeddingNodeProperty: embeddingNodePropertyRule,
    textNodeProperties: textNodePropertiesRule,
    embeddingModelId: embeddingModelRule,
    enableReRanking: z.boolean(),
    reRankingModelId: optionalKey,
    reRankingScoreThreshold: optionalNumber,
    queryExpansion: z.boolean(),
    queryExpansionSource: optionalModelSource,
    hyde: z.boolean(),
    hydeSource: optionalModelSource,
    enableQueryUnderstanding: z.boolean(),
    queryUnderstanding: z
      .object({
        queryType: optionalKey,
        sourceValue: optionalKey,
        fullTextSearchIndex: optionalKey,
        fullTextSearchProperty: optionalKey,
      })
      .nullable()
      .optional(),
    enableHybridSearch: z.boolean(),
    hybridSearch: optionalKey,
    hybridSearchTopK: optionalNumber,
  }),
  graphRetrievalRules,
);

export type GraphRetrievalValues = z.input<typeof graphRetrievalFormSchema>;

/** A new retrieval: Cypher, switches off. */
export const NEW_GRAPH_RETRIEVAL: Partial<GraphRetrievalValues> = {
  database: '',
  queryLanguage: 'Cypher',
  searchType: '',
  topK: 4,
  nodeLabel: '',
  embeddingNodeProperty: '',
  textNodeProperties: [],
  embeddingModelId: '',
  enableReRanking: false,
  reRankingScoreThreshold: DEFAULT_RERANKING_SCORE_THRESHOLD,
  queryExpansion: false,
  hyde: false,
  enableQueryUnderstanding: false,
  enableHybridSearch: false,
};

/** The graph RAG wizard: general settings, retrievals, generator settings. */
export const graphRagFormSchema = ragWizardSchema(
  { graphRagType: graphRagTypeRule, correctiveRag: optionalModelSource },
  graphRetrievalFormSchema,
  (v) => graphRagTypeSource(v.graphRagType),
);

export type GraphRagFormValues = z.input<typeof graphRagFormSchema>;
export type GraphRagFormOutput = z.output<typeof graphRagFormSchema>;

export const GRAPH_RAG_STEP_FIELDS = ragWizardSteps(['graphRagType', 'correctiveRag']);

type GraphRag = ResourceRecord<'graphRag'>;
type GraphRetrieval = GraphRag['configurations']['retrievals'][number];
type GraphRetrievalBody = ResourceCreateBody<'graphRag'>['configurations']['retrievals'][number];
type GraphRetrievalOutput = z.output<typeof graphRetrievalFormSchema>;

function graphRetrievalFormValues(r: GraphRetrieval): GraphRetrievalValues {
  const understanding = r.queryUnderstanding;
  return {
    ...r,
    reRankingModelId: r.reRankingModelId ?? null,
    reRankingScoreThreshold: r.reRankingScoreThreshold ?? DEFAULT_RERANKING_SCORE_THRESHOLD,
    queryExpansionSource: modelSourceFormValues(r.queryExpansionSource),
    hydeSource: modelSourceFormValues(r.hydeSource),
    queryUnderstanding: understanding
      ? {
          queryType: understanding.queryType ?? null,
          sourceValue: modelSourceFormValues(understanding)?.sourceValue ?? null,
          fullTextSearchIndex: understanding.fullTextSearchIndex ?? null,
          fullTextSearchProperty: understanding.fullTextSearchProperty ?? null,
        }
      : null,
    hybridSearch: r.hybridSearch ?? null,
  };
}

/** A new configuration's wizard (standard, one new retrieval), or a record's. */
export function graphRagFormValues(rag: GraphRag | undefined): DefaultValues<GraphRagFormValues> {
  if (!rag)
    return {
      name: '',
      description: '',
      graphRagType: DEFAULT_GRAPH_RAG_TYPE,
      retrievals: [NEW_GRAPH_RETRIEVAL],
      generator: false,
    };
  const c = rag.configurations;
  return {
    name: rag.name,
    description: rag.description,
    graphRagType: c.graphRagType,
    correctiveRag: modelSourceFormValues(c.correctiveRag),
    retrievals: c.retrievals.map(graphRetrievalFormValues),
    generator: c.generator,
    generatorSource: modelSourceFormValues(c.generatorSource),
  };
}

/** Query understanding as saved: its source split; the full text fields only for NER. */
function queryUnderstandingBody(
  understanding: GraphRetrievalOutput['queryUnderstanding'],
  isSlm: IsSlm,
): GraphRetrievalBody['queryUnderstanding'] {
  const { promptId: _, ...source } = modelSourceBody(understanding, isSlm);
  const queryType = understanding?.queryType as 'NER' | 'KG-augmented';
  return {
    queryType,
    ...source,
    ...(queryType === 'NER'
      ? {
          fullTextSearchIndex: filled(understanding?.fullTextSearchIndex),
          fullTextSearchProperty: filled(understanding?.fullTextSearchProperty),
        }
      : {}),
  };
}

/** A retrieval as saved: query understanding's fields only while it is on (001 section 4). */
function graphRetrievalBody(r: GraphRetrievalOutput, isSlm: IsSlm): GraphRetrievalBody {
  return {
    database: r.database,
    queryLanguage: r.queryLanguage,
    searchType: r.searchType,
    topK: r.topK,
    nodeLabel: r.nodeLabel,
    embeddingNodeProperty: r.embeddingNodeProperty,
    textNodeProperties: r.textNodeProperties,
    embeddingModelId: r.embeddingModelId,
    ...retrievalSwitchesBody(r, r.reRankingModelId, 'reRankingModelId', isSlm),
    enableQueryUnderstanding: r.enableQueryUnderstanding,
    ...(r.enableQueryUnderstanding
      ? { queryUnderstanding: queryUnderstandingBody(r.queryUnderstanding, isSlm) }
      : {}),
  };
}

/**
 * The body of POST and PUT: corrective settings only for the corrective type, the generator's
 * source only while the generator is on (001 section 4).
 */
export function graphRagBody(
  values: GraphRagFormOutput,
  isSlm: IsSlm,
): ResourceCreateBody<'graphRag'> {
  return {
    name: values.name,
    description: values.description,
    configurations: {
      graphRagType: values.graphRagType,
      ...(values.graphRagType === 'corrective'
        ? { correctiveRag: modelSourceBody(values.correctiveRag, isSlm) }
        : {}),
      generator: values.generator,
      ...(values.generator
        ? { generatorSource: modelSourceBody(values.generatorSource, isSlm) }
        : {}),
      retrievals: values.retrievals.map((r) => graphRetrievalBody(r, isSlm)),
    },
  };
}
