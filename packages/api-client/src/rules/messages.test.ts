import { describe, expect, it } from 'vitest';
import {
  article,
  leadingSpacesMessage,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  selectMessage,
  trailingSpacesMessage,
} from './messages';

describe('article', () => {
  it.each([
    ['name', 'a'],
    ['agent name', 'an'],
    ['instruction', 'an'],
    ['embedding model', 'an'],
    ['order', 'an'],
    ['URL', 'a'],
    ['API name', 'an'],
    ['MCP server', 'an'],
    ['SLM', 'an'],
    ['LLM', 'an'],
    ['STS provider', 'an'],
    ['Neo4j URL', 'a'],
    ['Case Type ID', 'a'],
    ['user name', 'a'],
    ['unique key', 'a'],
    ['hour', 'an'],
    ['host', 'a'],
    ['table/collection name', 'a'],
    ['', 'a'],
  ])("uses '%s' with '%s'", (label, expected) => {
    expect(article(label)).toBe(expected);
  });
});

describe('message helpers', () => {
  it("builds 'Please enter a/an {label}' with the label's article", () => {
    expect(requiredMessage('agent name')).toBe('Please enter an agent name');
    expect(requiredMessage('variable name')).toBe('Please enter a variable name');
    expect(requiredMessage('API URL')).toBe('Please enter an API URL');
    expect(requiredMessage('access key')).toBe('Please enter an access key');
    expect(requiredMessage('Case Creation URL')).toBe('Please enter a Case Creation URL');
  });

  it("builds the pick-list counterpart 'Please select a/an {label}'", () => {
    expect(selectMessage('provider')).toBe('Please select a provider');
    expect(selectMessage('intelligent source')).toBe('Please select an intelligent source');
  });

  it("builds '{label} must be at least {n} characters long' with the label starting the sentence", () => {
    expect(minLengthMessage('description', 5)).toBe(
      'Description must be at least 5 characters long',
    );
    expect(minLengthMessage('Prompt description', 5)).toBe(
      'Prompt description must be at least 5 characters long',
    );
  });

  it("builds '{label} must be no more than {n} characters long'", () => {
    expect(maxLengthMessage('name', 100)).toBe('Name must be no more than 100 characters long');
  });

  it("builds the spaces messages 'No leading spaces in {field}' and 'No trailing spaces in {field}'", () => {
    expect(leadingSpacesMessage('variable name')).toBe('No leading spaces in variable name');
    expect(trailingSpacesMessage('vault key')).toBe('No trailing spaces in vault key');
  });
});
