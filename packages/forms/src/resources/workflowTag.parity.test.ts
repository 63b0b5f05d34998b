import { maxLengthMessage, requiredMessage, trailingSpacesMessage } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { workflowTagBody, workflowTagFormSchema } from './workflowTag';

describeParity('workflowTag', {
  form: workflowTagFormSchema,
  create: workflowTagBody,
  valid: {
    'with a description': { name: 'claims', colour: 'indigo', description: 'Claims handling' },
    'without one': { name: 'beta', colour: 'amber', description: '' },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('tag name') },
    { field: 'name', value: 'claims ', message: trailingSpacesMessage('tag name') },
    { field: 'name', value: 'x'.repeat(31), message: maxLengthMessage('tag name', 30) },
    { field: 'colour', value: 'purple', message: 'Choose a colour' },
  ],
});
