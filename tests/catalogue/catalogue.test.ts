import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../support/chromium';
import { serveFolder } from '../support/static-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The catalogue as it is published: `storybook build` of the whole Storybook (stories included),
// served statically and opened in Chromium page by page.
let output = '';
let outDir: string;
let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'agentdeck-catalogue-'));
  const build = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/storybook'),
    ['build', '-o', outDir],
    {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  output = build.stdout + build.stderr;
  server = await serveFolder(outDir);
  browser = await chromium.launch(e2eLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** Opens a docs page of the built Storybook and returns it with the errors it logged. */
async function openDocs(id: string) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(`${server.origin}/iframe.html?viewMode=docs&id=${id}`);
  await page.locator('#storybook-docs h1').first().waitFor();
  return { page, errors };
}

describe('the built Storybook catalogue', () => {
  it('builds without a warning', () => {
    expect(output).toContain('Storybook build completed successfully');
    expect(output.split('\n').filter((line) => /▲|\bwarn/i.test(line))).toEqual([]);
  });

  it.each([
    ['catalogue-introduction--docs', 'AgentDeck design system', 6],
    ['catalogue-installation--docs', 'Installation', 0],
    ['catalogue-tokens--docs', 'Tokens', 0],
    ['catalogue-theming--docs', 'Theming', 0],
    ['catalogue-accessibility--docs', 'Accessibility', 1],
    ['catalogue-conventions--docs', 'Conventions for contributors', 0],
    ['catalogue-composites--docs', 'Using the composites', 8],
  ])('renders %s with its title, no error and working links', async (id, title, linkCount) => {
    const { page, errors } = await openDocs(id);
    await expect.poll(() => page.locator('#storybook-docs h1').first().textContent()).toBe(title);
    expect(errors).toEqual([]);
    // Every link to another page of the catalogue points at a page the build has.
    const { entries } = (await (await fetch(`${server.origin}/index.json`)).json()) as {
      entries: Record<string, unknown>;
    };
    const links = await page
      .locator('#storybook-docs a[href*="path=/docs/"]')
      .evaluateAll((anchors) =>
        anchors.map(
          (anchor) => /path=\/docs\/([^&#]+)/.exec(anchor.getAttribute('href') ?? '')?.[1] ?? '',
        ),
      );
    expect(links).toHaveLength(linkCount);
    expect(links.filter((target) => !(target in entries))).toEqual([]);
    await page.close();
  });

  it('shows both themes from the live tokens, with contrast ratios that meet AA', async () => {
    const { page, errors } = await openDocs('catalogue-tokens--docs');
    const docs = page.locator('#storybook-docs');
    const textRow = docs.getByRole('row', { name: /^text / }).first();
    // vars.color.text: palette.gray900 in the light theme, palette.gray50 in the dark one.
    await expect.poll(() => textRow.textContent()).toMatch(/#0f172a.*#f8fafc/);
    const pairs = docs.getByRole('table').nth(1).locator('tbody tr');
    expect(await pairs.count()).toBeGreaterThanOrEqual(10);
    const ratios = await pairs.allTextContents();
    for (const row of ratios) expect(row).toMatch(/\d+\.\d\d:1.*\d+\.\d\d:1/);
    expect(ratios.filter((row) => row.includes('Fails AA'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('quotes the accessibility paragraph of the components from their source', async () => {
    const { page } = await openDocs('catalogue-accessibility--docs');
    const tabs = page.locator('#storybook-docs').getByRole('row', { name: /^Tabs / });
    await expect.poll(() => tabs.textContent()).toContain('one tab stop for the list');
    expect(await page.locator('#storybook-docs tbody tr').count()).toBeGreaterThanOrEqual(30);
    await page.close();
  });
});
