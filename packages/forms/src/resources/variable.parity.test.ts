import {
  DESCRIPTION_MIN,
  minLengthMessage,
  requiredMessage,
  VARIABLE_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { variableBody, variableFormSchema } from './variable';

describeParity('variable', {
  form: variableFormSchema,
  create: variableBody,
  valid: {
    string: { name: 'customer_name', dataType: 'string', description: 'Full name of the customer' },
    bool: { name: 'is_priority', dataType: 'bool', description: 'Whether the case is urgent' },
  },
  invalid: [
    { field: 'name', value: '', message: VARIABLE_MESSAGES.name },
    { field: 'name', value: ' total', message: VARIABLE_MESSAGES.leadingSpaces },
    { field: 'name', value: 'total ', message: VARIABLE_MESSAGES.trailingSpaces },
    { field: 'name', value: 'order-id', message: VARIABLE_MESSAGES.characters },
    { field: 'dataType', value: 'list', message: VARIABLE_MESSAGES.dataType },
    { field: 'description', value: '', message: requiredMessage('description') },
    {
      field: 'description',
      value: 'abc',
      message: minLengthMessage('description', DESCRIPTION_MIN),
    },
  ],
});
