import { readdirSync, readFileSync } from 'node:fs';
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
  // As tall as the stories' own page (Storybook's 1200x900 unless a story asks for a phone): Vitest
  // sets this size before each file, and react-aria reads a page 100px shorter after a text field
  // had focus as an on-screen keyboard opening, holding overlays back from then on (resizesPage).
  instances: [{ browser: 'chromium' as const, viewport: { width: 1024, height: 900 } }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
      screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const },
    },
  },
});

/** Every story file of the catalogue (.storybook/main.ts), relative to this folder. */
const storyFiles = ['packages', 'apps/console/src'].flatMap((folder) =>
  readdirSync(path.join(dirname, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx') && !/node_modules|__screenshots__/.test(file))
    .map((file) => `${folder}/${file}`),
);
/**
 * Story files whose stories resize the page (a phone-sized story, as in
 * packages/ui/src/components/private/storyViewports.ts). react-aria takes a page growing shorter
 * after a text field had focus for an on-screen keyboard opening, and from then on holds every
 * dialog, drawer and list back until such a keyboard would have settled, up to 600 ms: on a page
 * shared with these, the files after them found their overlays open but not yet shown (issue 21).
 * These keep a fresh page per file.
 */
const resizesPage = (file: string) =>
  /\bonAPhone\b|\bviewport: \{\s*value\b/.test(readFileSync(path.join(dirname, file), 'utf8'));

/**
 * The stories in one theme. `shared`: the files that keep the page's size share one page and one
 * module graph (a fresh page per file was a third of the suite's time), each story starting clean
 * (.storybook/storyReset.ts); otherwise the files that resize it, a fresh page each.
 */
const storybookProject = (theme: 'light' | 'dark', shared: boolean) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: shared ? `storybook-${theme}` : `storybook-${theme}-resized`,
    browser: browser(),
    isolate: !shared,
    exclude: storyFiles.filter((file) => resizesPage(file) === shared),
    // Two browsers at a time on a 2-core machine: both themes' shared pages, then their resized files.
    sequence: { groupOrder: shared ? 0 : 1 },
    // Sized for a CI machine half as fast as a quiet one of our kind (../shared/tools/ci-under-load).
    testTimeout: 30_000,
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
  environments: {
    ssr: { resolve: { conditions: ['@agentdeck/source', ...defaultServerConditions] } },
  },
  test: {
    // After the stories, something of Storybook's keeps the process open: Vitest waited 10 s for it
    // on every run before exiting anyway.
    teardownTimeout: 2_000,
    projects: [
      storybookProject('light', true),
      storybookProject('light', false),
      storybookProject('dark', true),
      storybookProject('dark', false),
      // `npm run test:catalogue`: builds the Storybook and opens its catalogue pages in Chromium.
      {
        test: {
          name: 'catalogue',
          include: ['tests/catalogue/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      // `npm run test:release`: `changeset version` on a copy of the manifests (npm run release's first step),
      // and the packed packages in a fresh Next.js app and, each component on its own, in a fresh Vite app
      // (turbo builds the packages first).
      { test: { name: 'release', include: ['tests/release/*.test.ts'], environment: 'node' } },
    ],
  },
});
