import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { enhancePromptFormSchema, enhanceRequestSchema } from './enhancePrompt';

describe('enhancePromptFormSchema', () => {
  it("asks for the framework: 'Please select prompt framework'", () => {
    expect(
      fieldMessages(enhancePromptFormSchema, {
        promptFrameworkType: null,
        currentPrompt: 'Hi',
        enhancedPrompt: 'Hello',
      }),
    ).toEqual({
      promptFrameworkType: 'Please select prompt framework',
    });
  });

  it('needs the current and the enhanced prompt', () => {
    expect(
      fieldMessages(enhancePromptFormSchema, {
        promptFrameworkType: 'RACE',
        currentPrompt: '',
        enhancedPrompt: '',
      }),
    ).toEqual({
      currentPrompt: 'Please enter a current prompt',
      enhancedPrompt: 'Please enter an enhanced prompt',
    });
  });

  it('lets Enhance run before there is an enhanced prompt', () => {
    expect(
      enhanceRequestSchema.safeParse({
        promptFrameworkType: 'RACE',
        currentPrompt: 'Summarise the ticket',
      }).success,
    ).toBe(true);
    expect(
      enhanceRequestSchema.safeParse({ promptFrameworkType: 'RACE', currentPrompt: ' ' }).success,
    ).toBe(false);
  });
});
