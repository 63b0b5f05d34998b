import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { embeddingModelBody, embeddingModelFormSchema } from './embeddingModel';

const common = {
  name: 'Support GPT',
  provider: 'openai',
  modelName: 'gpt-4.1',
  description: 'Answers support tickets',
};

describe('embeddingModelFormSchema', () => {
  const embedding = {
    ...common,
    modelName: 'text-embedding-3-small',
    apiKey: 'openai_key',
    dimensions: 1536,
  };

  it("needs a dimension of at least 1: 'Dimension must be at least 1'", () => {
    expect(embeddingModelFormSchema.safeParse(embedding).success).toBe(true);
    expect(fieldMessages(embeddingModelFormSchema, { ...embedding, dimensions: 0 })).toEqual({
      dimensions: 'Dimension must be at least 1',
    });
    expect(fieldMessages(embeddingModelFormSchema, { ...embedding, dimensions: null })).toEqual({
      dimensions: 'Please enter a dimension',
    });
  });

  it("asks Bedrock for 'Please select a Secret key from vault'", () => {
    expect(
      fieldMessages(embeddingModelFormSchema, {
        ...embedding,
        provider: 'bedrock',
        apiKey: undefined,
      }),
    ).toEqual({
      secretKey: 'Please select a Secret key from vault',
      accessKeyId: 'Please enter an access key',
      region: 'Please select a region',
    });
  });
});

describe('embeddingModelBody', () => {
  it("sends Bedrock's secret key, access key ID and region only for Bedrock, and the API key otherwise", () => {
    const bedrock = { secretKey: 'aws-secret', accessKeyId: 'AKIA', region: 'us-east-1' };
    const values = {
      ...common,
      modelName: 'text-embedding-3-small',
      apiKey: 'openai_key',
      dimensions: 1536,
      ...bedrock,
    };
    expect(embeddingModelBody(embeddingModelFormSchema.parse(values), []).configurations).toEqual({
      dimensions: 1536,
      apiKey: 'openai_key',
    });
    expect(
      embeddingModelBody(embeddingModelFormSchema.parse({ ...values, provider: 'bedrock' }), [])
        .configurations,
    ).toEqual({ dimensions: 1536, ...bedrock });
  });
});
