import { describe, expect, it } from 'vitest';
import { promptTemplateBody, promptTemplateFormValues } from './prompt-template-form';

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
