import { leadingSpacesMessage, maxLengthMessage, requiredMessage } from '@agentdeck/api-client/rules';
import { starterGraph } from '@agentdeck/api-client';
import { describeParity } from '../../test/parity';
import { workflowBody, workflowFormSchema, workflowUpdateBody } from './workflow';

describeParity('workflow', {
  form: workflowFormSchema,
  create: workflowBody,
  update: (values) => workflowUpdateBody(values, { draft: starterGraph(), revision: 4 }),
  valid: {
    'with tags': { name: 'Claims triage', description: 'Sorts new claims', tagIds: ['tag-1', 'tag-2'] },
    'without a description or tags': { name: 'Intake', description: '', tagIds: [] },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('workflow name') },
    { field: 'name', value: ' Intake', message: leadingSpacesMessage('workflow name') },
    { field: 'name', value: 'x'.repeat(101), message: maxLengthMessage('workflow name', 100) },
    { field: 'description', value: 'x'.repeat(501), message: maxLengthMessage('workflow description', 500) },
  ],
});
