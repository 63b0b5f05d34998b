import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  promptTemplateBody,
  promptTemplateFormSchema,
  promptTemplateFormValues,
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

describe('promptTemplateFormValues', () => {
  it('starts a new template empty', () => {
    expect(promptTemplateFormValues()).toEqual({ name: '', description: '', prompt: '' });
  });

  it('fills the form from a template, the prompt as saved', () => {
    const template = {
      name: 'support_reply',
      description: 'Drafts a reply',
      configurations: { prompt_template: 'Hi {{customer_name}}' },
    };
    expect(promptTemplateFormValues(template)).toEqual({
      name: 'support_reply',
      description: 'Drafts a reply',
      prompt: 'Hi {{customer_name}}',
    });
  });
});

describe('promptTemplateBody', () => {
  it('wraps known names in double curly braces on save, leaving wrapped ones and other words alone', () => {
    const body = promptTemplateBody(
      {
        name: 'greeting',
        description: 'Greets the customer',
        prompt: 'Greet customer_name about {{policy_number}} and customer_names',
      },
      ['customer_name', 'policy_number'],
    );
    expect(body).toEqual({
      name: 'greeting',
      description: 'Greets the customer',
      configurations: {
        prompt_template: 'Greet {{customer_name}} about {{policy_number}} and customer_names',
      },
    });
  });
});
