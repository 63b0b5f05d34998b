import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../test/messages';
import {
  enhancePromptFormSchema,
  enhanceRequestSchema,
  promptTemplateFormSchema,
} from './promptTemplate';

describe('promptTemplateFormSchema', () => {
  const template = {
    name: 'triage',
    description: 'Sorts incoming tickets',
    prompt: 'Classify {{ticket}} by urgency.',
  };

  it('accepts a complete template', () => {
    expect(promptTemplateFormSchema.safeParse(template).success).toBe(true);
  });

  it('asks for the prompt key, description and prompt', () => {
    expect(
      fieldMessages(promptTemplateFormSchema, { name: '', description: '', prompt: '' }),
    ).toEqual({
      name: 'Please enter a prompt key',
      description: 'Please enter a prompt description',
      prompt: 'Please enter a prompt',
    });
  });

  it("needs a description of 5 characters: 'Prompt description must be at least 5 characters long'", () => {
    expect(fieldMessages(promptTemplateFormSchema, { ...template, description: 'Sort' })).toEqual({
      description: 'Prompt description must be at least 5 characters long',
    });
  });

  it('passes the shared text check on the prompt key', () => {
    expect(fieldMessages(promptTemplateFormSchema, { ...template, name: 'triage ' })).toEqual({
      name: 'No trailing spaces in prompt key',
    });
  });
});

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
