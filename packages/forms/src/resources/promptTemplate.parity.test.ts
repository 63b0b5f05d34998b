import {
  leadingSpacesMessage,
  PROMPT_TEMPLATE_MESSAGES,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { promptTemplateBody, promptTemplateFormSchema } from './promptTemplate';

describeParity('promptTemplate', {
  form: promptTemplateFormSchema,
  create: (values) => promptTemplateBody(values, ['customer_name']),
  valid: {
    'a prompt naming a variable': {
      name: 'support_reply',
      description: 'Drafts a polite reply',
      prompt: 'Write a short reply to customer_name.',
    },
  },
  invalid: [
    { field: 'name', value: '', message: PROMPT_TEMPLATE_MESSAGES.key },
    { field: 'name', value: ' triage', message: leadingSpacesMessage('prompt key') },
    { field: 'description', value: '', message: PROMPT_TEMPLATE_MESSAGES.description },
    { field: 'description', value: 'abc', message: PROMPT_TEMPLATE_MESSAGES.descriptionMin },
    {
      field: 'prompt',
      value: '  \n ',
      path: 'configurations.prompt_template',
      message: requiredMessage('prompt'),
    },
  ],
});
