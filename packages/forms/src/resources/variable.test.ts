import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../api-client/test/messages';
import {
  normalizeVariableName,
  variableBody,
  variableFormSchema,
  variableFormValues,
} from './variable';

describe('normalizeVariableName', () => {
  it('lowercases the name on blur and leaves the spaces for the rule to report', () => {
    expect(normalizeVariableName('Customer_ID')).toBe('customer_id');
    expect(normalizeVariableName(' Order ')).toBe(' order ');
  });
});

describe('variableFormSchema', () => {
  it('reports every missing field of an empty form at once', () => {
    expect(
      fieldMessages(variableFormSchema, { name: '', dataType: null, description: '' }),
    ).toEqual({
      name: 'Please enter a variable name',
      dataType: 'Please select a data type',
      description: 'Please enter a description',
    });
  });

  it("needs a description of 5 characters: 'Description must be at least 5 characters long'", () => {
    const result = variableFormSchema.safeParse({
      name: 'customer_id',
      dataType: 'string',
      description: 'id',
    });
    expect(result.error?.issues[0]?.message).toBe('Description must be at least 5 characters long');
  });

  it('offers string, int, float and bool', () => {
    for (const dataType of ['string', 'int', 'float', 'bool']) {
      expect(
        variableFormSchema.safeParse({ name: 'x', dataType, description: 'A variable' }).success,
      ).toBe(true);
    }
    expect(
      fieldMessages(variableFormSchema, { name: 'x', dataType: 'list', description: 'A variable' }),
    ).toEqual({
      dataType: 'Please select a data type',
    });
  });
});

describe('variableFormValues', () => {
  it('starts a new variable with empty text and no data type', () => {
    expect(variableFormValues()).toEqual({ name: '', description: '' });
  });

  it("fills the form with the variable's name, data type and description when editing", () => {
    expect(
      variableFormValues({ name: 'order_id', dataType: 'int', description: 'The order number' }),
    ).toEqual({
      name: 'order_id',
      dataType: 'int',
      description: 'The order number',
    });
  });
});

describe('variableBody', () => {
  it('sends only the three documented fields', () => {
    const values = {
      name: 'order_id',
      dataType: 'int' as const,
      description: 'The order number',
      extra: true,
    };
    expect(variableBody(values)).toEqual({
      name: 'order_id',
      dataType: 'int',
      description: 'The order number',
    });
  });
});
