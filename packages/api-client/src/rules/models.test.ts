import { describe, expect, it } from 'vitest';
import { credentialRules, isBedrockProvider, isOpenAiProvider, MODEL_MESSAGES } from './models';

describe('model providers', () => {
  it('recognises the providers by id or name', () => {
    expect(isBedrockProvider('aws-bedrock')).toBe(true);
    expect(isBedrockProvider('Amazon Bedrock')).toBe(true);
    expect(isBedrockProvider('openai')).toBe(false);
    expect(isOpenAiProvider('OpenAI')).toBe(true);
    expect(isOpenAiProvider('azure-openai')).toBe(true);
    expect(isOpenAiProvider(null)).toBe(false);
  });
});

describe('credentialRules', () => {
  const paths = { apiKey: 'k', accessKey: 'a', secretKey: 's', region: 'r' };

  it('asks every provider but Bedrock for the API key', () => {
    expect(credentialRules('OpenAI', paths, 'x').map(([path]) => path)).toEqual(['k']);
  });

  it("asks Bedrock for its secret key, access key and a listed region: 'Please select a region'", () => {
    const rules = credentialRules('AWS Bedrock', paths, MODEL_MESSAGES.embeddingSecretKey);
    expect(rules.map(([path]) => path)).toEqual(['s', 'a', 'r']);
    const [, secret] = rules[0]!;
    const [, region] = rules[2]!;
    expect(secret.safeParse('').error?.issues[0]?.message).toBe(
      'Please select a Secret key from vault',
    );
    expect(region.safeParse('eu-west-1').success).toBe(true);
    expect(region.safeParse('mars-north-1').error?.issues[0]?.message).toBe(
      'Please select a region',
    );
  });
});
