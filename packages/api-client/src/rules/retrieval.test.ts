import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import {
  fetchKRule,
  graphTopKRule,
  hybridSearchTopKRule,
  lambdaMultRule,
  reRankingScoreThresholdRule,
  scoreThresholdRule,
  topKRule,
} from './retrieval';

describe('retrieval ranges', () => {
  it("keeps vector top K, fetch K and hybrid top K at 0 or more: 'Value cannot be less than 0'", () => {
    for (const rule of [topKRule, fetchKRule, hybridSearchTopKRule]) {
      expect(messageOf(rule, -1)).toBe('Value cannot be less than 0');
      expect(messageOf(rule, 0)).toBeUndefined();
      expect(messageOf(rule, 20)).toBeUndefined();
    }
  });

  it("keeps graph top K at 1 or more: 'Value cannot be less than 1'", () => {
    expect(messageOf(graphTopKRule, 0)).toBe('Value cannot be less than 1');
    expect(messageOf(graphTopKRule, 1)).toBeUndefined();
  });

  it("keeps lambda and the re-ranking threshold from 0 to 1: 'Value cannot be greater than 1'", () => {
    for (const rule of [lambdaMultRule, reRankingScoreThresholdRule]) {
      expect(messageOf(rule, -0.1)).toBe('Value cannot be less than 0');
      expect(messageOf(rule, 1.1)).toBe('Value cannot be greater than 1');
      expect(messageOf(rule, 0)).toBeUndefined();
      expect(messageOf(rule, 1)).toBeUndefined();
    }
  });

  it('keeps the score threshold strictly between 0 and 1', () => {
    const message = 'Value must be a float strictly between 0 and 1 (not including 0 or 1)';
    expect(messageOf(scoreThresholdRule, 0)).toBe(message);
    expect(messageOf(scoreThresholdRule, 1)).toBe(message);
    expect(messageOf(scoreThresholdRule, 0.5)).toBeUndefined();
  });

  it('asks for each value when it is empty', () => {
    expect(messageOf(topKRule, Number.NaN)).toBe('Please enter a top K');
    expect(messageOf(fetchKRule, null)).toBe('Please enter a fetch K');
    expect(messageOf(lambdaMultRule, undefined)).toBe('Please enter a lambda multiplier');
    expect(messageOf(scoreThresholdRule, undefined)).toBe('Please enter a score threshold');
    expect(messageOf(reRankingScoreThresholdRule, undefined)).toBe(
      'Please enter a re-ranking score threshold',
    );
  });
});
