import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { graphRagBody, graphRagFormSchema, graphRetrievalFormSchema } from './graphRag';

const retrieval = {
  database: 'neo4j-1',
  queryLanguage: 'Cypher',
  searchType: 'vector',
  topK: 5,
  nodeLabel: 'Document',
  embeddingNodeProperty: 'embedding',
  textNodeProperties: ['text'],
  embeddingModelId: 'emb-1',
  enableReRanking: false,
  queryExpansion: false,
  hyde: false,
  enableQueryUnderstanding: false,
  enableHybridSearch: false,
};

const form = {
  name: 'Product graph',
  description: 'Products and their parts',
  graphRagType: 'standard',
  retrievals: [retrieval],
  generator: false,
};

describe('graphRetrievalFormSchema', () => {
  it('accepts a complete retrieval', () => {
    expect(graphRetrievalFormSchema.safeParse(retrieval).success).toBe(true);
  });

  it('reports the spec messages of an empty retrieval', () => {
    const empty = {
      ...retrieval,
      database: '',
      queryLanguage: null,
      searchType: '',
      topK: 0,
      nodeLabel: '',
      embeddingNodeProperty: '',
      textNodeProperties: [],
      embeddingModelId: '',
    };
    expect(fieldMessages(graphRetrievalFormSchema, empty)).toEqual({
      database: 'Please select a database',
      queryLanguage: 'Please select a query language',
      searchType: 'Please select a search type',
      topK: 'Value cannot be less than 1',
      nodeLabel: 'Please enter a node label',
      embeddingNodeProperty: 'Please enter an embedding node property',
      textNodeProperties: 'At least one text node property is required',
      embeddingModelId: 'Please select an embedding model',
    });
  });

  it('asks for the full text index and property only for NER query understanding', () => {
    const understanding = {
      ...retrieval,
      enableQueryUnderstanding: true,
      queryUnderstanding: { queryType: 'NER', sourceValue: 'llm-1' },
    };
    expect(fieldMessages(graphRetrievalFormSchema, understanding)).toEqual({
      'queryUnderstanding.fullTextSearchIndex': 'Please enter a full text index name',
      'queryUnderstanding.fullTextSearchProperty': 'Please enter a full text search property',
    });
    const augmented = {
      ...understanding,
      queryUnderstanding: { queryType: 'KG-augmented', sourceValue: 'llm-1' },
    };
    expect(graphRetrievalFormSchema.safeParse(augmented).success).toBe(true);
  });

  it('asks for the re-ranking model and a threshold from 0 to 1', () => {
    expect(
      fieldMessages(graphRetrievalFormSchema, {
        ...retrieval,
        enableReRanking: true,
        reRankingScoreThreshold: 1.5,
      }),
    ).toEqual({
      reRankingModelId: 'Please select a re-ranking model',
      reRankingScoreThreshold: 'Value cannot be greater than 1',
    });
  });

  it('asks for the hybrid search type and a top K of 0 or more', () => {
    expect(
      fieldMessages(graphRetrievalFormSchema, {
        ...retrieval,
        enableHybridSearch: true,
        hybridSearch: 'TF-IDF',
        hybridSearchTopK: -1,
      }),
    ).toEqual({
      hybridSearchTopK: 'Value cannot be less than 0',
    });
  });
});

describe('graphRagFormSchema', () => {
  it('accepts a complete configuration', () => {
    expect(graphRagFormSchema.safeParse(form).success).toBe(true);
  });

  it("asks for the type: 'Please select graph RAG type'", () => {
    expect(fieldMessages(graphRagFormSchema, { ...form, graphRagType: null })).toEqual({
      graphRagType: 'Please select graph RAG type',
    });
  });

  it('asks for the corrective model only for the corrective type', () => {
    expect(fieldMessages(graphRagFormSchema, { ...form, graphRagType: 'corrective' })).toEqual({
      'correctiveRag.sourceValue': 'Please select an intelligence source',
    });
  });

  it("needs at least one retrieval: 'At least one retrieval is required'", () => {
    expect(fieldMessages(graphRagFormSchema, { ...form, retrievals: [] })).toEqual({
      retrievals: 'At least one retrieval is required',
    });
  });
});

describe('graphRagBody', () => {
  it('keeps the full text index and property for NER only, and the corrective source only for corrective', () => {
    const understanding = {
      queryType: 'KG-augmented',
      sourceValue: 'slm-1',
      fullTextSearchIndex: 'text_index',
      fullTextSearchProperty: 'text',
    };
    const body = graphRagBody(
      graphRagFormSchema.parse({
        ...form,
        correctiveRag: { sourceValue: 'llm-1' },
        retrievals: [
          { ...retrieval, enableQueryUnderstanding: true, queryUnderstanding: understanding },
        ],
      }),
      (id) => id.startsWith('slm-'),
    );
    expect(body.configurations).not.toHaveProperty('correctiveRag');
    expect(body.configurations.retrievals[0]?.queryUnderstanding).toEqual({
      queryType: 'KG-augmented',
      sourceValue: 'slm-1',
      slmId: 'slm-1',
    });
  });
});
