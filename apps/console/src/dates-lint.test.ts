import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { consoleDates } from '../../../eslint.console-dates.js';

// The repository's date rules (eslint.console-dates.js) on their own, run on code that formats
// dates: the whole configuration takes seconds to load, and its other rules are tested elsewhere.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...consoleDates],
});
const MESSAGE = 'Write dates with formatDate or <Moment> from lib/dates (DD/MM/YYYY, 24-hour times).';

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/console/src', file) });
  return result!.messages.filter((message) => message.message.includes(MESSAGE)).map((message) => message.line);
}

const lines = (...code: string[]) => `${code.join('\n')}\n`;

describe('the date lint (npm run lint)', { timeout: 60_000 }, () => {
  it('is part of the repository configuration', () => {
    // Read, not imported: importing the configuration loads every plugin (seconds).
    expect(readFileSync(path.join(root, 'eslint.config.js'), 'utf8')).toMatch(/^\s*\.\.\.consoleDates,$/m);
  });

  it('refuses the locale forms of dates outside lib/dates, one report each', async () => {
    const code = lines(
      'declare const startedAt: Date, run: { endedAt: Date }, when: Date;',
      "export const a = new Date().toLocaleDateString('en');",
      'export const b = when.toLocaleTimeString();',
      "export const c = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });",
      'export const d = new Date(0).toLocaleString();',
      'export const e = startedAt.toLocaleString();',
      'export const f = run.endedAt.toLocaleString();',
      "export const g = when.valueOf() && new Date(1).toLocaleString('en', { month: 'short', day: 'numeric' });",
    );
    expect(await problems('features/logging/probe.ts', code)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it("leaves a number's toLocaleString alone", async () => {
    const code = lines(
      'declare const count: number, counts: { error: number }, run: { tokens: number };',
      "export const a = [count.toLocaleString('en'), counts.error.toLocaleString(), run.tokens.toLocaleString('en-US')];",
      "export const b = (1234).toLocaleString('en', { maximumFractionDigits: 1 });",
    );
    expect(await problems('features/logging/probe.ts', code)).toEqual([]);
  });

  it('lets lib/dates, the one place that formats dates, use Intl.DateTimeFormat', async () => {
    const code = "export const format = new Intl.DateTimeFormat('en-GB', { hourCycle: 'h23' });\n";
    expect(await problems('lib/dates/probe.ts', code)).toEqual([]);
  });
});
