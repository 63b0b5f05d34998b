import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import { apiToolFormSchema } from './apiTool';

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
