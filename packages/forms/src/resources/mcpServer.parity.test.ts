import {
  AUTHORIZATION_MESSAGES,
  IDENTIFIER_CHARACTERS_MESSAGE,
  INVALID_URL_MESSAGE,
  MCP_MESSAGES,
  requiredMessage,
} from '@agentdeck/api-client/rules';
import { describeParity } from '../../test/parity';
import { mcpFormSchema, mcpServerBody } from './mcpServer';

const server = {
  name: 'github_issues',
  url: 'https://mcp.example.com/github/sse',
  transport: 'sse' as const,
  selectedTools: ['search_issues', 'get_issue'],
  description: 'GitHub MCP server for issue lookups',
  authorization: { authType: 'none' as const },
};
const basic = 'basic auth';
const bearer = 'a bearer token';
const apiKey = 'an API key header';

describeParity('mcpServer', {
  form: mcpFormSchema,
  create: mcpServerBody,
  valid: {
    'no authorization': server,
    [basic]: {
      ...server,
      transport: 'streamable_http',
      authorization: {
        authType: 'basic',
        meta: { username: 'bot', password: 'pw-key', token: 'stale' },
      },
    },
    [bearer]: { ...server, authorization: { authType: 'bearer', meta: { token: 'token-key' } } },
    [apiKey]: {
      ...server,
      authorization: { authType: 'apiKey', meta: { headerName: 'x-api-key', headerValue: 'k' } },
    },
    'single sign-on': { ...server, authorization: { authType: 'sso' } },
  },
  invalid: [
    { field: 'name', value: '', message: requiredMessage('server name') },
    { field: 'name', value: 'my tools', message: IDENTIFIER_CHARACTERS_MESSAGE },
    { field: 'url', value: '', path: 'configurations.url', message: MCP_MESSAGES.serverUrl },
    {
      field: 'url',
      value: 'ftp://x.example',
      path: 'configurations.url',
      message: INVALID_URL_MESSAGE,
    },
    {
      field: 'transport',
      value: null,
      path: 'configurations.transport',
      message: MCP_MESSAGES.transport,
    },
    {
      field: 'selectedTools',
      value: [],
      path: 'configurations.selected_tools',
      message: MCP_MESSAGES.tools,
    },
    {
      field: 'authorization.authType',
      value: null,
      path: 'configurations.authorization.authType',
      message: AUTHORIZATION_MESSAGES.type,
    },
    {
      from: basic,
      field: 'authorization.meta.username',
      value: '',
      path: 'configurations.authorization.meta.username',
      message: AUTHORIZATION_MESSAGES.username,
    },
    {
      from: basic,
      field: 'authorization.meta.password',
      value: null,
      path: 'configurations.authorization.meta.password',
      message: AUTHORIZATION_MESSAGES.vaultKey,
    },
    {
      from: bearer,
      field: 'authorization.meta.token',
      value: '',
      path: 'configurations.authorization.meta.token',
      message: AUTHORIZATION_MESSAGES.vaultKey,
    },
    {
      from: apiKey,
      field: 'authorization.meta.headerName',
      value: '',
      path: 'configurations.authorization.meta.headerName',
      message: AUTHORIZATION_MESSAGES.headerName,
    },
  ],
});
