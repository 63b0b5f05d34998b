import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import { isValidUrl, optionalUrlRule, urlRule } from './url';

describe('the URL check', () => {
  it.each([
    'https://api.example.com/v1',
    'http://localhost:8080/mcp',
    'http://10.0.0.12:11434',
    'https://example.com/path?query=1#part',
    'http://intranet-llm/api',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    'example.com',
    'ftp://example.com/file',
    'https://',
    'https://exa mple.com',
    ' https://example.com',
    'javascript:alert(1)',
    'mailto:someone@example.com',
    '',
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('accepts other schemes only when asked to', () => {
    expect(isValidUrl('neo4j+s://graph.example.com', ['neo4j+s:'])).toBe(true);
    expect(isValidUrl('neo4j+s://graph.example.com')).toBe(false);
  });
});

describe('urlRule', () => {
  const rule = urlRule('server URL');

  it("asks 'Please enter a server URL' when empty", () => {
    expect(messageOf(rule, '')).toBe('Please enter a server URL');
    expect(messageOf(rule, undefined)).toBe('Please enter a server URL');
  });

  it("says 'Please enter a valid URL' for anything that is not one", () => {
    expect(messageOf(rule, 'not a url')).toBe('Please enter a valid URL');
  });

  it('trims the value it passes on', () => {
    expect(rule.parse('  https://example.com/mcp ')).toBe('https://example.com/mcp');
  });
});

describe('optionalUrlRule', () => {
  const rule = optionalUrlRule();

  it('passes an empty or missing base URL', () => {
    expect(messageOf(rule, '')).toBeUndefined();
    expect(messageOf(rule, undefined)).toBeUndefined();
  });

  it('checks a typed one', () => {
    expect(messageOf(rule, 'localhost:11434')).toBe('Please enter a valid URL');
    expect(messageOf(rule, 'http://localhost:11434')).toBeUndefined();
  });
});
