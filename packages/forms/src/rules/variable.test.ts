import { describe, expect, it } from 'vitest';
import { fieldMessages, messageOf } from '../../test/messages';
import {
  identifierRule,
  normalizeVariableName,
  variableFormSchema,
  variableNameRule,
} from './variable';

describe('variable name', () => {
  it("asks 'Please enter a variable name' when empty", () => {
    expect(messageOf(variableNameRule, '')).toBe('Please enter a variable name');
    expect(messageOf(variableNameRule, undefined)).toBe('Please enter a variable name');
  });

  it("says 'No leading spaces in variable name' before anything else", () => {
    expect(messageOf(variableNameRule, ' customer_id')).toBe('No leading spaces in variable name');
    expect(messageOf(variableNameRule, ' customer-id')).toBe('No leading spaces in variable name');
  });

  it("says 'No trailing spaces in variable name'", () => {
    expect(messageOf(variableNameRule, 'customer_id ')).toBe('No trailing spaces in variable name');
  });

  it.each(['customer id', 'customer-id', 'prénom', 'total$', 'a.b'])(
    "says 'Letters, digits and _ only allowed' for %j",
    (name) => {
      expect(messageOf(variableNameRule, name)).toBe('Letters, digits and _ only allowed');
    },
  );

  it.each(['customer_id', 'Total2', '_private', '42'])('accepts %j', (name) => {
    expect(messageOf(variableNameRule, name)).toBeUndefined();
  });

  it('lowercases the name on blur and leaves the spaces for the rule to report', () => {
    expect(normalizeVariableName('Customer_ID')).toBe('customer_id');
    expect(normalizeVariableName(' Order ')).toBe(' order ');
  });

  it('serves the MCP server name with its own label', () => {
    const serverName = identifierRule('server name');
    expect(messageOf(serverName, '')).toBe('Please enter a server name');
    expect(messageOf(serverName, ' tools')).toBe('No leading spaces in server name');
    expect(messageOf(serverName, 'tools ')).toBe('No trailing spaces in server name');
    expect(messageOf(serverName, 'my tools')).toBe('Letters, digits and _ only allowed');
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
