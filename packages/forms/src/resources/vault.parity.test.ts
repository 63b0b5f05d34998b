import {
  leadingSpacesMessage,
  minLengthMessage,
  trailingSpacesMessage,
  VAULT_DESCRIPTION_MIN,
  VAULT_FIELDS,
  VAULT_MESSAGES,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { vaultCreateBody, vaultFormSchema, vaultUpdateBody } from './vault';

const secret = {
  keyName: 'openai-api-key',
  description: 'Platform OpenAI key for production agents',
  keyValue: 'sk-live-1234',
};

describeParity('vault', {
  form: vaultFormSchema('create'),
  create: vaultCreateBody,
  update: vaultUpdateBody,
  valid: {
    'a one-line secret': secret,
    'a PEM key spanning lines': {
      ...secret,
      keyName: 'signing-key',
      keyValue: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----',
    },
  },
  invalid: [
    { field: 'keyName', value: '', message: VAULT_MESSAGES.key },
    { field: 'keyName', value: 'key ', message: trailingSpacesMessage(VAULT_FIELDS.key) },
    { field: 'description', value: '', message: VAULT_MESSAGES.description },
    {
      field: 'description',
      value: 'OpenAI key',
      message: minLengthMessage(VAULT_FIELDS.description, VAULT_DESCRIPTION_MIN),
    },
    { field: 'keyValue', value: '', message: VAULT_MESSAGES.value },
    { field: 'keyValue', value: ' sk', message: leadingSpacesMessage(VAULT_FIELDS.value) },
  ],
});

describeParity('vault', {
  form: vaultFormSchema('edit'),
  update: vaultUpdateBody,
  valid: { 'a new value for a saved key': { ...secret, keyValue: 'sk-2' } },
  invalid: [{ field: 'keyValue', value: '', message: VAULT_MESSAGES.value }],
});
