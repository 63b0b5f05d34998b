import {
  API_TOOL_MESSAGES,
  AUTHORIZATION_MESSAGES,
  INVALID_URL_MESSAGE,
  minLengthMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { apiToolBody, apiToolFormSchema } from './apiTool';

const lookup = {
  name: 'Policy Lookup',
  url: 'https://api.acme-insurance.example/policies',
  method: 'GET' as const,
  description: 'Fetches a policy by its number',
  headers: [
    { name: 'Accept', dataType: 'string' as const, value: 'application/json' },
    { name: '', dataType: 'string' as const, value: '' },
  ],
  // A list parameter of a GET is sent as a string; the half-filled row is dropped.
  payload: [
    { name: 'policy_number', dataType: 'string' as const, value: 'Policy number' },
    { name: 'tags', dataType: 'list' as const, value: 'Tags to match' },
    { name: 'draft', dataType: 'bool' as const, value: '' },
  ],
  promotedVariables: [{ name: 'holder_name', dataType: 'string' as const, value: 'Policy holder' }],
  authorization: {
    authType: 'apiKey' as const,
    meta: { headerName: 'x-api-key', headerValue: 'k' },
  },
};
const basic = 'a POST with basic auth and a dict payload';

describeParity('apiTool', {
  form: apiToolFormSchema,
  create: apiToolBody,
  valid: {
    'a GET with an API key': lookup,
    [basic]: {
      ...lookup,
      method: 'POST',
      payload: [{ name: 'filters', dataType: 'dict', value: 'Fields to match' }],
      authorization: { authType: 'basic', meta: { username: 'agent-bot', password: 'pw-key' } },
    },
    'a DELETE with a bearer token': {
      ...lookup,
      method: 'DELETE',
      authorization: { authType: 'bearer', meta: { token: 'token-key' } },
    },
    'no authorization and no rows': {
      ...lookup,
      headers: [],
      payload: [],
      promotedVariables: [],
      authorization: { authType: 'none' },
    },
  },
  invalid: [
    { field: 'name', value: '', message: API_TOOL_MESSAGES.name },
    { field: 'url', value: '', path: 'configurations.url', message: API_TOOL_MESSAGES.url },
    {
      field: 'url',
      value: 'api.example.com',
      path: 'configurations.url',
      message: INVALID_URL_MESSAGE,
    },
    {
      field: 'method',
      value: 'HEAD',
      path: 'configurations.method',
      message: API_TOOL_MESSAGES.method,
    },
    { field: 'description', value: 'abc', message: minLengthMessage('description', 5) },
    {
      field: 'authorization.authType',
      value: null,
      path: 'configurations.authorization.authType',
      message: AUTHORIZATION_MESSAGES.type,
    },
    {
      field: 'authorization.meta.headerValue',
      value: null,
      path: 'configurations.authorization.meta.headerValue',
      message: AUTHORIZATION_MESSAGES.vaultKey,
    },
    {
      from: basic,
      field: 'authorization.meta.username',
      value: '',
      path: 'configurations.authorization.meta.username',
      message: AUTHORIZATION_MESSAGES.username,
    },
  ],
});
