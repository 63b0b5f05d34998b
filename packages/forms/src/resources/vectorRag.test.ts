import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { canAddRetrieval } from './ragWizard';
import {
  NEW_VECTOR_RETRIEVAL,
  vectorRagBody,
  vectorRagFormSchema,
  vectorRagFormValues,
  vectorRetrievalFormSchema,
  type VectorRetrievalValues,
} from './vectorRag';

const retrieval: VectorRetrievalValues = {
  ...NEW_VECTOR_RETRIEVAL,
  databaseId: 'db-1',
  tableName: 'documents',
  embeddingModel: 'emb-1',
  distanceStrategy: 'cosine',
};

const form = {
  name: 'Support docs',
  description: 'Searches the support articles',
  ragVariant: 'vector',
  retrievals: [retrieval],
  generator: false,
};

describe('vectorRetrievalFormSchema', () => {
  it('accepts a complete similarity retrieval with every option off', () => {
    expect(vectorRetrievalFormSchema.safeParse(retrieval).success).toBe(true);
  });

  it('checks the metadata filter only while its switch is on, and drops it when off', () => {
    const filtered = { ...retrieval, enableMetadataFilter: true, metadata: '' };
    expect(fieldMessages(vectorRetrievalFormSchema, filtered)).toEqual({ metadata: 'Query is required' });
    expect(fieldMessages(vectorRetrievalFormSchema, { ...filtered, metadata: 'year => 2024' })).toEqual({
      metadata: 'Invalid operator: =>. Use: >=, <=, >, <, ==, !=',
    });
    expect(vectorRetrievalFormSchema.safeParse({ ...filtered, metadata: '{"year": 2024}' }).success).toBe(true);
    const off = { ...filtered, enableMetadataFilter: false, metadata: 'year => 2024' };
    const body = vectorRagBody(vectorRagFormSchema.parse({ ...form, retrievals: [off] }), () => false);
    expect(body.configurations.retrievals[0]).not.toHaveProperty('metadata');
  });

  it('reports every missing field of a new retrieval', () => {
    expect(
      fieldMessages(vectorRetrievalFormSchema, {
        ...NEW_VECTOR_RETRIEVAL,
        searchType: null,
        topK: null,
      }),
    ).toEqual({
      databaseId: 'Please select a database',
      tableName: 'Please enter a table/collection name',
      embeddingModel: 'Please select an embedding model',
      distanceStrategy: 'Please select distance strategy',
      searchType: 'Please select search type',
      topK: 'Please enter a top K',
    });
  });

  it('asks for fetch K and lambda only for MMR', () => {
    expect(
      fieldMessages(vectorRetrievalFormSchema, {
        ...retrieval,
        searchType: 'MMR',
        fetchK: -1,
        lambdaMult: 2,
      }),
    ).toEqual({
      fetchK: 'Value cannot be less than 0',
      lambdaMult: 'Value cannot be greater than 1',
    });
    expect(
      vectorRetrievalFormSchema.safeParse({ ...retrieval, fetchK: -1, lambdaMult: 2 }).success,
    ).toBe(true);
  });

  it('asks for the score threshold only with similarity-score-threshold', () => {
    expect(
      fieldMessages(vectorRetrievalFormSchema, {
        ...retrieval,
        searchType: 'similarity-score-threshold',
        scoreThreshold: 1,
      }),
    ).toEqual({
      scoreThreshold: 'Value must be a float strictly between 0 and 1 (not including 0 or 1)',
    });
  });

  it('asks for the re-ranking model and threshold while re-ranking is on (a new one starts at 0)', () => {
    expect(fieldMessages(vectorRetrievalFormSchema, { ...retrieval, enableReRanking: true })).toEqual({
      reRankingModel: 'Please select a re-ranking model',
    });
    expect(
      fieldMessages(vectorRetrievalFormSchema, { ...retrieval, enableReRanking: true, reRankingScoreThreshold: null }),
    ).toEqual({
      reRankingModel: 'Please select a re-ranking model',
      reRankingScoreThreshold: 'Please enter a re-ranking score threshold',
    });
  });

  it('asks for the model of query expansion and HyDE while they are on', () => {
    expect(
      fieldMessages(vectorRetrievalFormSchema, {
        ...retrieval,
        queryExpansion: true,
        hyde: true,
        hydeSource: { sourceValue: '' },
      }),
    ).toEqual({
      'queryExpansionSource.sourceValue': 'Please select an intelligence source',
      'hydeSource.sourceValue': 'Please select an intelligence source',
    });
  });

  it('asks for the hybrid search type, then its top K once a type is chosen', () => {
    expect(
      fieldMessages(vectorRetrievalFormSchema, { ...retrieval, enableHybridSearch: true }),
    ).toEqual({
      hybridSearch: 'Please select hybrid search',
    });
    expect(
      fieldMessages(vectorRetrievalFormSchema, {
        ...retrieval,
        enableHybridSearch: true,
        hybridSearch: 'BM25',
        hybridSearchTopK: -2,
      }),
    ).toEqual({
      hybridSearchTopK: 'Value cannot be less than 0',
    });
  });

  it('shows the conditional messages even while other fields are still empty', () => {
    const messages = fieldMessages(vectorRetrievalFormSchema, {
      ...NEW_VECTOR_RETRIEVAL,
      enableReRanking: true,
    });
    expect(messages.databaseId).toBe('Please select a database');
    expect(messages.reRankingModel).toBe('Please select a re-ranking model');
  });
});

describe('vectorRagFormSchema', () => {
  it('accepts a complete configuration', () => {
    expect(vectorRagFormSchema.safeParse(form).success).toBe(true);
  });

  it("needs at least one retrieval: 'At least one retrieval is required'", () => {
    expect(fieldMessages(vectorRagFormSchema, { ...form, retrievals: [] })).toEqual({
      retrievals: 'At least one retrieval is required',
    });
  });

  it('allows at most 10 retrievals', () => {
    expect(
      fieldMessages(vectorRagFormSchema, { ...form, retrievals: Array(11).fill(retrieval) }),
    ).toEqual({
      retrievals: "You've reached the limit. Only 10 records can be added.",
    });
  });

  it("asks for the RAG type: 'Please select RAG type'", () => {
    expect(fieldMessages(vectorRagFormSchema, { ...form, ragVariant: '' })).toEqual({
      ragVariant: 'Please select RAG type',
    });
  });

  it('asks for the fusion and generator models when they apply', () => {
    expect(
      fieldMessages(vectorRagFormSchema, { ...form, ragVariant: 'Fusion', generator: true }),
    ).toEqual({
      'fusionRag.sourceValue': 'Please select an intelligence source',
      'generatorSource.sourceValue': 'Please select an intelligence source',
    });
  });

  it("reports a retrieval's field under its index", () => {
    expect(
      fieldMessages(vectorRagFormSchema, {
        ...form,
        retrievals: [retrieval, { ...retrieval, tableName: '' }],
      }),
    ).toEqual({
      'retrievals.1.tableName': 'Please enter a table/collection name',
    });
  });
});

describe('canAddRetrieval', () => {
  it('allows a new retrieval only when all are valid and fewer than 10', () => {
    expect(canAddRetrieval(vectorRetrievalFormSchema, [])).toBe(true);
    expect(canAddRetrieval(vectorRetrievalFormSchema, [retrieval])).toBe(true);
    expect(canAddRetrieval(vectorRetrievalFormSchema, [retrieval, NEW_VECTOR_RETRIEVAL])).toBe(
      false,
    );
    expect(canAddRetrieval(vectorRetrievalFormSchema, Array(10).fill(retrieval))).toBe(false);
  });
});

describe('vectorRagBody', () => {
  const isSlm = (id: string) => id.startsWith('slm-');

  it('drops what switched-off options and other search types hold, and splits each source', () => {
    const values = vectorRagFormSchema.parse({
      ...form,
      ragVariant: 'vector',
      fusionRag: { sourceValue: 'llm-9' },
      generator: true,
      generatorSource: { sourceValue: 'slm-1', promptId: 'prompt-1' },
      retrievals: [
        {
          ...retrieval,
          searchType: 'MMR',
          fetchK: 20,
          lambdaMult: 0.5,
          scoreThreshold: 0.3,
          enableReRanking: false,
          reRankingModel: 'rr-1',
          queryExpansion: true,
          queryExpansionSource: { sourceValue: 'llm-1' },
          hydeSource: { sourceValue: 'llm-2' },
        },
      ],
    });
    const body = vectorRagBody(values, isSlm);
    expect(body.configurations).not.toHaveProperty('fusionRag');
    expect(body.configurations.generatorSource).toEqual({
      sourceValue: 'slm-1',
      slmId: 'slm-1',
      promptId: 'prompt-1',
    });
    expect(body.configurations.retrievals[0]).toEqual({
      databaseId: 'db-1',
      tableName: 'documents',
      embeddingModel: 'emb-1',
      distanceStrategy: 'cosine',
      searchType: 'MMR',
      topK: 4,
      fetchK: 20,
      lambdaMult: 0.5,
      enableReRanking: false,
      queryExpansion: true,
      queryExpansionSource: { sourceValue: 'llm-1', llmId: 'llm-1' },
      hyde: false,
      enableHybridSearch: false,
    });
  });

  it('reads a saved source back as the one choice it was made from', () => {
    const values = vectorRagFormValues({
      ...vectorRagBody(
        vectorRagFormSchema.parse({
          ...form,
          generator: true,
          generatorSource: { sourceValue: 'slm-1' },
        }),
        isSlm,
      ),
      id: 'rag-1',
      isReadOnly: false,
      createdAt: '',
      updatedAt: '',
    } as never);
    expect(values.generatorSource).toEqual({ sourceValue: 'slm-1', promptId: null });
    expect(values.retrievals?.[0]?.reRankingScoreThreshold).toBe(0);
  });
});
