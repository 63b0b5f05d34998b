import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../test/messages';
import { workspaceIntelligenceFormSchema } from './workspaceIntelligence';

describe('workspaceIntelligenceFormSchema', () => {
  it("asks 'Please select type' and 'Please select language model'", () => {
    expect(
      fieldMessages(workspaceIntelligenceFormSchema, { type: null, languageModelId: null }),
    ).toEqual({
      type: 'Please select type',
      languageModelId: 'Please select language model',
    });
  });

  it('accepts an LLM or an SLM', () => {
    expect(
      workspaceIntelligenceFormSchema.safeParse({ type: 'SLM', languageModelId: 'slm-1' }).success,
    ).toBe(true);
    expect(
      workspaceIntelligenceFormSchema.safeParse({ type: 'STS', languageModelId: 'sts-1' }).success,
    ).toBe(false);
  });
});
