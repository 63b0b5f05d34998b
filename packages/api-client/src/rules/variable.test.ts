import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import { identifierRule, variableNameRule } from './variable';

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

  it('serves the MCP server name with its own label', () => {
    const serverName = identifierRule('server name');
    expect(messageOf(serverName, '')).toBe('Please enter a server name');
    expect(messageOf(serverName, ' tools')).toBe('No leading spaces in server name');
    expect(messageOf(serverName, 'tools ')).toBe('No trailing spaces in server name');
    expect(messageOf(serverName, 'my tools')).toBe('Letters, digits and _ only allowed');
  });
});
