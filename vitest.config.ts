import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Vitest mutates `instances`, so each project gets its own browser options object.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 768 } }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
      screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
    },
  },
});

const storybookProject = (theme: 'light' | 'dark') => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: `storybook-${theme}`,
    browser: browser(),
    // One page and one module graph for all story files: a fresh page per file was a third of the
    // suite's time. Each story still starts clean (.storybook/storyReset.ts).
    isolate: false,
    // The look check runs in afterEach and may wait up to 30 s for a stable frame on a busy machine.
    hookTimeout: 60_000,
    setupFiles: [`.storybook/vitest.setup.${theme}.ts`],
  },
});

export default defineConfig({
  // vanilla-extract compiles .css.ts files in a Vite of its own built from this file's top-level
  // config, not a project's: a console style importing `vars` from '@agentdeck/ui' needs the
  // source condition there, else it reads packages/ui/dist's contract, whose variable names differ
  // (as in apps/console/vite.config.ts; .storybook/main.ts says the same for storybook build).
  environments: { ssr: { resolve: { conditions: ['@agentdeck/source', ...defaultServerConditions] } } },
  test: {
    projects: [
      storybookProject('light'),
      storybookProject('dark'),
      // `npm run test:catalogue`: builds the Storybook and opens its catalogue pages in Chromium.
      { test: { name: 'catalogue', include: ['tests/catalogue/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      // `npm run test:release`: `changeset version` on a copy of the manifests (npm run release's first step).
      { test: { name: 'release', include: ['tests/release/*.test.ts'], environment: 'node' } },
    ],
  },
});
