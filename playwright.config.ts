import { defineConfig, devices } from '@playwright/test';
import { apiPort, consolePort, consoleUrl, mockApiUrl } from './tests/fixtures/servers.ts';
import { e2eLaunchOptions } from './tests/support/chromium.ts';

/**
 * End-to-end tests: the mock API in test mode, where each test gets a seeded world of its own
 * (tests/fixtures/test.ts), and the console built and served by `vite preview`, which forwards
 * /api and /chatbot to it. Both on 127.0.0.1, on ports of their own so a running `npm start`
 * does not get in the way.
 */
const consoleBuild = `dist-e2e/${consolePort}`;

export default defineConfig({
  testDir: 'tests',
  outputDir: `test-results/${consolePort}`,
  testMatch: '*.spec.ts',
  // No test sees another's data, so any two can run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    // Screenshot baselines (tests/responsive.spec.ts) belong to the browser they were taken with
    // (chromium-headless-shell, see tests/support/chromium.ts) and its fonts (.ci/run). CSS and
    // Web animations are stopped at their end state and the caret hidden, so a busy machine takes
    // the same picture; a small tolerance absorbs anti-aliasing.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixelRatio: 0.002,
    },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${consolePort}` }]] : 'list',
  use: {
    baseURL: consoleUrl,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: e2eLaunchOptions(),
    // Members who ask for reduced motion get every overlay at once (packages/ui's reset): the flows
    // here then wait for no slide or fade before acting, which Playwright's 'stable' check did on
    // every drawer and dialog. Motion is the stories' to check (.storybook/briefMotion.ts).
    reducedMotion: 'reduce',
    // Recording a trace slows every action; record one only when a failed test runs again.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: `node_modules/.bin/tsx --conditions=@agentdeck/source apps/mock-api/src/server.ts --store memory --seed --test --quiet --port ${apiPort}`,
      url: `${mockApiUrl}/api/auth/me`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // turbo's build of the console (a cache hit when `npm test` built it already: the build does
      // not depend on the port), copied per port, so two runs on one machine (E2E_API_PORT,
      // E2E_CONSOLE_PORT) never serve each other's half-written files.
      command: `npx turbo run build --filter=@agentdeck/console --output-logs=errors-only && rm -rf ${consoleBuild} && mkdir -p dist-e2e && cp -R dist ${consoleBuild} && npx vite preview --outDir ${consoleBuild} --host 127.0.0.1 --port ${consolePort} --strictPort`,
      cwd: 'apps/console',
      env: { MOCK_API_URL: mockApiUrl },
      url: consoleUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
