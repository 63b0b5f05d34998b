import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eLaunchOptions } from '../support/chromium';
import { freePort, startOwnMockApi, waitForAnswer } from '../support/mock-api-process';
import { nextConsumerApp } from '../support/next-consumer-app';
import { installPackedPackages, removeProjectLater, runInProject } from '../support/packaging';

const root = path.resolve(import.meta.dirname, '../..');
const packageDirs = ['condition-language', 'api-client', 'ui', 'forms'].map((name) =>
  path.join(root, 'packages', name),
);
const nextEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};
const nextBin = 'node_modules/next/dist/bin/next';

/** `#0b1120` → `rgb(11, 17, 32)`, as getComputedStyle writes a colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * Another team's Next.js 16 App Router app on the packed tarballs (issue 41): `next build` with
 * Turbopack and `next start`, against a mock API of its own. About two minutes on a quiet 2-core
 * machine, most of it installing Next (its SWC binary comes from npm) and its build.
 */
describe('a Next.js App Router app on the packed packages', () => {
  let project: string;
  let mockApi: Awaited<ReturnType<typeof startOwnMockApi>>;
  let server: ChildProcess | undefined;
  const serverOutput: string[] = [];
  let origin: string;
  let browser: Browser;
  let expected: { darkClass: string; darkBackground: string };

  beforeAll(async () => {
    // turbo builds the packages before `test:release`.
    project = installPackedPackages(packageDirs, [
      'next@16.4',
      'react@19.3',
      'react-dom@19.3',
      'swr@2.5',
    ]);
    const theme = JSON.parse(
      runInProject(
        project,
        'theme.mjs',
        `import { themeClassName, tokens } from '@agentdeck/ui/theme';
         process.stdout.write(JSON.stringify({ darkClass: themeClassName('dark'), background: tokens.palette.gray950 }));`,
      ),
    ) as { darkClass: string; background: string };
    // The dark theme's page background (packages/ui/src/theme/themeValues.ts).
    expected = { darkClass: theme.darkClass, darkBackground: rgb(theme.background) };
    for (const [name, source] of Object.entries(nextConsumerApp)) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), source);
    }

    // The build needs no API (the page and the route are dynamic): the mock API starts beside it.
    const [built, api] = await Promise.allSettled([
      promisify(execFile)('node', [nextBin, 'build'], {
        cwd: project,
        env: nextEnv,
        maxBuffer: 16 * 1024 * 1024,
      }),
      startOwnMockApi(),
    ]);
    if (api.status === 'fulfilled') mockApi = api.value;
    if (built.status === 'rejected') {
      const { stdout = '', stderr = '' } = built.reason as { stdout?: string; stderr?: string };
      throw new Error(`next build failed:\n${stdout}\n${stderr}`);
    }
    if (api.status === 'rejected') throw api.reason;

    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // A process group of its own: `next start` runs the server in a child process.
    server = spawn('node', [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: project,
      env: { ...nextEnv, MOCK_API_URL: mockApi.url },
      detached: true,
    });
    server.stdout?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
    await waitForAnswer(`${origin}/favicon.ico`, 'next start');
    browser = await chromium.launch(e2eLaunchOptions());
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await mockApi?.dispose();
    if (project) removeProjectLater(project);
  }, 60_000);

  it("serves the page's first HTML with the theme class on <html> and the variables the API client read on the server", async () => {
    const response = await fetch(origin);
    const html = await response.text();
    expect(response.status, serverOutput.join('')).toBe(200);
    const htmlClasses = /<html[^>]*\sclass="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(htmlClasses).toEqual(expect.arrayContaining(expected.darkClass.split(' ')));
    expect(html).toContain('customer_name');
  });

  it('answers the variables from a route handler that uses the API client', async () => {
    const response = await fetch(`${origin}/variables.json`);
    expect(response.status, serverOutput.join('')).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining(['customer_name', 'policy_number']),
    );
  });

  it(
    'shows the page styled in the dark theme, and the form its rule message, in Chromium',
    { timeout: 60_000 },
    async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on(
        'console',
        (message) => void (message.type() === 'error' && errors.push(message.text())),
      );
      await page.goto(origin);

      await expect
        .poll(() =>
          page.getByRole('list', { name: 'Variables' }).getByText('customer_name').isVisible(),
        )
        .toBe(true);
      const background = await page
        .locator('body')
        .evaluate((body) => getComputedStyle(body).backgroundColor);
      expect(background).toBe(expected.darkBackground);

      // Typed once hydrated: the client form validates as the member types.
      const name = page.getByRole('textbox', { name: 'Variable Name' });
      await expect.poll(() => name.isEditable()).toBe(true);
      await name.fill(' total');
      await expect
        .poll(() => page.getByText('No leading spaces in variable name').isVisible())
        .toBe(true);
      expect(errors).toEqual([]);
    },
  );

  it('is themed before any script runs: with JavaScript off the page has the dark background', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(origin);
      expect(
        await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor),
      ).toBe(expected.darkBackground);
    } finally {
      await context.close();
    }
  });
});
