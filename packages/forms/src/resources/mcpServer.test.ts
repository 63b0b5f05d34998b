import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { canLoadMcpTools, mcpFormSchema, mcpServerBody, mcpServerFormValues } from './mcpServer';

const server = {
  name: 'docs_server',
  url: 'http://localhost:3001/mcp',
  transport: 'streamable_http',
  selectedTools: ['search_docs'],
  description: 'Searches the product documentation',
  authorization: { authType: 'none' },
};

describe('mcpFormSchema', () => {
  it('accepts a complete server', () => {
    expect(mcpFormSchema.safeParse(server).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    const empty = {
      name: '',
      url: '',
      transport: null,
      selectedTools: [],
      description: '',
      authorization: { authType: null },
    };
    expect(fieldMessages(mcpFormSchema, empty)).toEqual({
      name: 'Please enter a server name',
      url: 'Please enter a server URL',
      transport: 'Please select Transport',
      selectedTools: 'Select Available Tools',
      description: 'Please enter a description',
      'authorization.authType': 'Please select authorization',
    });
  });

  it('applies the variable-name style rule to the server name', () => {
    expect(fieldMessages(mcpFormSchema, { ...server, name: 'docs server' })).toEqual({
      name: 'Letters, digits and _ only allowed',
    });
    expect(fieldMessages(mcpFormSchema, { ...server, name: ' docs' })).toEqual({
      name: 'No leading spaces in server name',
    });
  });

  it('URL-checks the server URL', () => {
    expect(fieldMessages(mcpFormSchema, { ...server, url: 'localhost:3001' })).toEqual({
      url: 'Please enter a valid URL',
    });
  });

  it('needs a description of 5 characters', () => {
    expect(fieldMessages(mcpFormSchema, { ...server, description: 'Docs' })).toEqual({
      description: 'Description must be at least 5 characters long',
    });
  });

  it("asks basic auth for the username and a vault key: 'Please select vault key'", () => {
    expect(
      fieldMessages(mcpFormSchema, { ...server, authorization: { authType: 'basic', meta: {} } }),
    ).toEqual({
      'authorization.meta.username': 'Please enter a username',
      'authorization.meta.password': 'Please select vault key',
    });
  });

  it('asks a bearer token for its vault key', () => {
    expect(
      fieldMessages(mcpFormSchema, { ...server, authorization: { authType: 'bearer' } }),
    ).toEqual({
      'authorization.meta.token': 'Please select vault key',
    });
  });

  it('asks an API key for the header name and the vault key of its value', () => {
    expect(
      fieldMessages(mcpFormSchema, {
        ...server,
        authorization: { authType: 'apiKey', meta: { headerValue: 'mcp_key' } },
      }),
    ).toEqual({
      'authorization.meta.headerName': 'Please enter a header name',
    });
  });
});

describe('canLoadMcpTools', () => {
  it('loads the tools only once the URL and transport are valid', () => {
    expect(canLoadMcpTools({ url: 'http://localhost:3001/mcp', transport: 'sse' })).toBe(true);
    expect(canLoadMcpTools({ url: 'http://localhost:3001/mcp', transport: null })).toBe(false);
    expect(canLoadMcpTools({ url: 'localhost', transport: 'sse' })).toBe(false);
  });
});

describe('mcpServerBody', () => {
  it('saves type SERVER with the default timeout and retry count (001 sections 3 and 9)', () => {
    expect(mcpServerBody(mcpFormSchema.parse(server)).configurations).toEqual({
      url: 'http://localhost:3001/mcp',
      transport: 'streamable_http',
      type: 'SERVER',
      timeout: 0,
      retryCount: 0,
      selected_tools: ['search_docs'],
      authorization: { authType: 'none' },
    });
  });

  it("asks a saved 'stdio' server for a transport the form offers", () => {
    const record = {
      name: 'local_tools',
      description: 'Tools run on the host',
      configurations: {
        url: 'http://localhost:3001/mcp',
        transport: 'stdio',
        type: 'LOCAL',
        timeout: 30,
        retryCount: 2,
        selected_tools: ['ls'],
        authorization: { authType: 'none' },
      },
    };
    const values = mcpServerFormValues(record as never);
    expect(values).not.toHaveProperty('transport');
    expect(values).toMatchObject({ timeout: 30, retryCount: 2 });
  });
});
