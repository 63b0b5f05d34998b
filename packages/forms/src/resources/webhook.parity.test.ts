import { INVALID_URL_MESSAGE, WEBHOOK_MESSAGES } from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { webhookBody, webhookFormSchema } from './webhook';

const webhook = {
  url: 'https://hooks.acme.example/agentdeck/workflow-events',
  headers: [
    { key: 'x-source', value: 'agentdeck' },
    { key: '', value: '' },
  ],
  isActive: true,
};

describeParity('webhook', {
  form: webhookFormSchema,
  create: webhookBody,
  valid: {
    'active, with a header and an empty row': webhook,
    'inactive, without headers': { ...webhook, headers: [], isActive: false },
  },
  invalid: [
    { field: 'url', value: '', path: 'configurations.url', message: WEBHOOK_MESSAGES.url },
    {
      field: 'url',
      value: 'hooks.acme.example',
      path: 'configurations.url',
      message: INVALID_URL_MESSAGE,
    },
    {
      field: 'headers.0.value',
      value: '',
      path: 'configurations.headers.0.value',
      message: WEBHOOK_MESSAGES.headerValue,
    },
    {
      field: 'headers.0.key',
      value: '',
      path: 'configurations.headers.0.key',
      message: WEBHOOK_MESSAGES.headerKey,
    },
  ],
});
