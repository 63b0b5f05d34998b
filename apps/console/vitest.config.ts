import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { e2eLaunchOptions } from '../../tests/support/chromium';

// Read the workspace packages from source, like the app does, so no build is needed first.
const serverConditions = ['@agentdeck/source', ...defaultServerConditions];
const clientConditions = ['@agentdeck/source', ...defaultClientConditions];

/**
 * The browser test files, dealt in path order to two pages that run side by side: one page kept
 * one of the two cores busy and left the machine half idle (issue 21). Each page is a browser
 * instance of one project, `browser-1` and `browser-2`: instances share the project's Vite server,
 * so each module is transformed once (two projects transformed everything twice).
 */
const pageCount = 2;
const browserTestFiles = readdirSync(fileURLToPath(new URL('src', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => file.endsWith('.browser.test.tsx'))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();
const filesOfPage = (page: number) =>
  browserTestFiles.filter((_, index) => index % pageCount === page);

const bundleBudgetsTest = 'src/bundle-budgets.test.ts';

/** The browser tests: the screen kit and the screens' forms in Chromium, against an in-memory API. */
const browserProject = {
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: clientConditions },
  // react-aria's virtualizer draws every item when NODE_ENV is 'test' unless VIRT_ON is set,
  // and reads it from a `process` the browser does not have: the tests see what members see.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  environments: { ssr: { resolve: { conditions: serverConditions } } },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
      'lucide-react',
      'vitest-browser-react',
      'vitest-browser-react/pure',
      'axe-core',
      'react-aria-components',
      'react-hook-form',
      'swr',
      'yaml',
      'zod',
      // Found late otherwise (a test file importing one first made Vite reload mid-run,
      // which a page shared by files (`isolate: false`) cannot afford).
      'react-router',
      'react-dom/client',
      '@codemirror/autocomplete',
      '@codemirror/commands',
      '@codemirror/lint',
      // Only the comparison's prompt diff imports it, and only when a changed prompt is selected.
      '@codemirror/merge',
      '@codemirror/state',
      '@codemirror/view',
      '@tanstack/react-virtual',
      '@xyflow/react',
      // Imported by the auto layout's worker, which Vite only meets when a test first lays out.
      'elkjs/lib/elk.bundled.js',
    ],
  },
  test: {
    name: 'browser',
    // Sized for a CI machine half as fast as a quiet one of our kind (../shared/tools/ci-under-load):
    // the longest screen walk takes about 10 s on a quiet machine.
    testTimeout: 30_000,
    // One module graph for every file of a page: importing the console afresh for each file
    // was most of the suite's time. What a test leaves behind, the setup file resets.
    isolate: false,
    setupFiles: ['src/testing/browser-setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      // Failure screenshots go beside the build output, not into the sources.
      screenshotDirectory: 'test-results/browser',
      provider: playwright({ launchOptions: e2eLaunchOptions() }),
      instances: Array.from({ length: pageCount }, (_, page) => ({
        browser: 'chromium' as const,
        name: `browser-${page + 1}`,
        include: filesOfPage(page),
        viewport: { width: 1280, height: 800 },
      })),
    },
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        // The console's pure logic (header model, guard, paths, sidebar rules): no DOM.
        plugins: [vanillaExtractPlugin()],
        resolve: { conditions: serverConditions },
        ssr: { resolve: { conditions: serverConditions } },
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: [bundleBudgetsTest], environment: 'node' },
      },
      // `npm run test:bundle`: the build in dist within its bundle budgets. A task of its own after
      // the build (turbo.json), so the tests above, which read the sources, need not wait for it.
      { test: { name: 'bundle', include: [bundleBudgetsTest], environment: 'node' } },
      browserProject,
    ],
  },
});
