import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { apiToolBody, apiToolFormSchema, apiToolFormValues } from './apiTool';

const tool = {
  name: 'Order lookup',
  url: 'https://api.example.com/orders',
  method: 'GET',
  description: 'Looks an order up by its number',
  headers: [],
  payload: [{ name: 'orderId', dataType: 'string', value: 'The order number' }],
  promotedVariables: [],
  authorization: { authType: 'bearer', meta: { token: 'orders_token' } },
};

describe('apiToolFormSchema', () => {
  it('accepts a complete tool', () => {
    expect(apiToolFormSchema.safeParse(tool).success).toBe(true);
  });

  it('reports the spec messages of an empty form', () => {
    const empty = {
      ...tool,
      name: '',
      url: '',
      method: '',
      description: '',
      authorization: { authType: undefined },
    };
    expect(fieldMessages(apiToolFormSchema, empty)).toEqual({
      name: 'Please enter an API name',
      url: 'Please enter an API URL',
      method: 'Please select API request method',
      description: 'Please enter a description',
      'authorization.authType': 'Please select authorization',
    });
  });

  it('takes GET, POST, PUT, PATCH and DELETE', () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(apiToolFormSchema.safeParse({ ...tool, method }).success).toBe(true);
    }
    expect(fieldMessages(apiToolFormSchema, { ...tool, method: 'HEAD' })).toEqual({
      method: 'Please select API request method',
    });
  });

  it('offers list and dict for payload fields but not for promoted variables (response fields)', () => {
    const dict = [{ name: 'filters', dataType: 'dict', value: 'Filters' }];
    expect(apiToolFormSchema.safeParse({ ...tool, payload: dict }).success).toBe(true);
    expect(apiToolFormSchema.safeParse({ ...tool, promotedVariables: dict }).success).toBe(false);
  });

  it('URL-checks the API URL', () => {
    expect(fieldMessages(apiToolFormSchema, { ...tool, url: 'api.example.com' })).toEqual({
      url: 'Please enter a valid URL',
    });
  });
});

describe('apiToolBody', () => {
  it("drops half-filled rows and sends a GET's list and dict parameters as strings", () => {
    const body = apiToolBody(
      apiToolFormSchema.parse({
        ...tool,
        payload: [
          { name: 'orderId', dataType: 'int', value: 'The order number' },
          { name: 'tags', dataType: 'list', value: 'Tags' },
          { name: 'draft', dataType: 'bool', value: '' },
        ],
        authorization: { authType: 'bearer', meta: { token: 'orders_token', username: 'stale' } },
      }),
    );
    expect(JSON.parse(body.configurations.payload ?? '')).toEqual({
      orderId: { description: 'The order number', type: 'int' },
      tags: { description: 'Tags', type: 'string' },
    });
    expect(body.configurations.authorization).toEqual({
      authType: 'bearer',
      meta: { token: 'orders_token' },
    });
  });

  it('reads the saved field maps back as rows', () => {
    const body = apiToolBody(apiToolFormSchema.parse({ ...tool, method: 'POST' }));
    const record = { ...body, id: 'api-1', isReadOnly: false, createdAt: '', updatedAt: '' };
    expect(apiToolFormValues(record as never).payload).toEqual(tool.payload);
  });
});
