import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as rules from '../src/rules';

/**
 * A rule message is written once, in packages/api-client/src/rules: the forms, the console and
 * the mock API import it. This looks for the messages the rules export (`*_MESSAGES` objects and
 * `*_MESSAGE` strings) written out as string literals in those workspaces' sources.
 *
 * Unit tests (`*.test.ts`) are not scanned: they quote the spec's words on purpose, to pin them
 * (STYLE: 'plain unit tests with many cases, including the spec's exact messages'). Stories are
 * scanned: their forms and play functions use the rules' constants.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const scanned = ['packages/forms/src', 'apps/console/src', 'apps/mock-api/src'];

function ruleMessages(): string[] {
  const messages = new Set<string>();
  for (const [name, value] of Object.entries(rules)) {
    if (/_MESSAGE$/.test(name) && typeof value === 'string') messages.add(value);
    if (/_MESSAGES$/.test(name) && typeof value === 'object' && value !== null)
      for (const message of Object.values(value)) if (typeof message === 'string') messages.add(message);
  }
  return [...messages];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The message as a whole string literal, in any of the three quotes. */
const literalOf = (message: string) => new RegExp(`(['"\`])${escape(message)}\\1`);

function literalCopies(files: readonly string[], messages: readonly string[]) {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return messages
      .filter((message) => literalOf(message).test(text))
      .map((message) => `${path.relative(root, file)}: '${message}'`);
  });
}

describe('rule messages', () => {
  const messages = ruleMessages();

  it('are collected from the rules: every family exports its messages', () => {
    expect(messages.length).toBeGreaterThan(100);
    expect(messages).toEqual(
      expect.arrayContaining([rules.PORT_MESSAGES.max, rules.VAULT_KEY_MESSAGE, rules.INVALID_URL_MESSAGE]),
    );
  });

  it('are found when written out as a literal', () => {
    const message = rules.CONNECTOR_MESSAGES.weight;
    expect(literalOf(message).test(`const weight = '${message}';`)).toBe(true);
    expect(literalOf(message).test(`const weight = CONNECTOR_MESSAGES.weight;`)).toBe(false);
  });

  it('appear as literals nowhere in the forms, the console or the mock API', () => {
    const files = scanned.flatMap((dir) => sourceFiles(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    expect(literalCopies(files, messages)).toEqual([]);
  });
});
