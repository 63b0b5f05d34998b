import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkBudgets,
  consoleBudgets,
  consoleModules,
  gzipSizer,
  KiB,
  measureBundle,
  readManifest,
  type Budgets,
  type Manifest,
} from '../../../bench/console/bundle-budgets.mjs';

// The same module bench/console/run.mjs prints its figures with.

/** A build in miniature: the entry, the login route, the layout, the usage route and its charts, two record screens. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_TextField.js': { file: 'assets/TextField.js', imports: ['index.html'] },
  '_DataTable.js': { file: 'assets/DataTable.js', imports: ['index.html'] },
  '_CodeEditor.js': { file: 'assets/CodeEditor.js', imports: ['index.html'] },
  [consoleModules.login]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['index.html', '_TextField.js'], css: ['assets/login.css'] },
  [consoleModules.layout]: { file: 'assets/layout.js', isDynamicEntry: true, imports: ['index.html'] },
  [consoleModules.pageRoutes]: { file: 'assets/page-routes.js', isDynamicEntry: true, imports: ['index.html'] },
  [consoleModules.usage]: { file: 'assets/usage.js', isDynamicEntry: true, imports: ['index.html'], dynamicImports: [consoleModules.charts] },
  [consoleModules.charts]: { file: 'assets/EChart.js', isDynamicEntry: true, imports: ['_echarts-core.js'] },
  '_echarts-core.js': { file: 'assets/echarts-core.js' },
  'src/features/vault/route.tsx': { file: 'assets/vault.js', isDynamicEntry: true, imports: ['index.html', '_DataTable.js', '_TextField.js'] },
  'src/features/prompts/route.tsx': { file: 'assets/prompts.js', isDynamicEntry: true, imports: ['index.html', '_DataTable.js', '_CodeEditor.js'] },
};

const sizes: Record<string, number> = {
  'assets/index.js': 100 * KiB,
  'assets/runtime.js': 1 * KiB,
  'assets/TextField.js': 10 * KiB,
  'assets/login.js': 2 * KiB,
  'assets/login.css': 3 * KiB,
  'assets/layout.js': 48 * KiB,
  'assets/page-routes.js': 2 * KiB,
  'assets/usage.js': 6 * KiB,
  'assets/EChart.js': 80 * KiB,
  'assets/echarts-core.js': 100 * KiB,
  'assets/DataTable.js': 20 * KiB,
  'assets/vault.js': 5 * KiB,
  'assets/CodeEditor.js': 105 * KiB,
  'assets/prompts.js': 4 * KiB,
};
const gzipSize = (file: string) => sizes[file] ?? 0;

const budgets: Budgets = { firstRoute: 120 * KiB, layout: 60 * KiB, route: 80 * KiB, routes: {}, charts: 200 * KiB };
const failures = (figures: ReturnType<typeof measureBundle>, given: Budgets) =>
  checkBudgets(figures, given).filter((verdict) => !verdict.ok);

describe('the bundle budgets (bench/console/bundle-budgets.mjs)', () => {
  const figures = measureBundle(manifest, gzipSize);

  it('sizes the first route, the layout, each route and the charts from the manifest', () => {
    expect(figures.firstRoute.js.total).toBe(113 * KiB); // entry, runtime, text field, login
    expect(figures.firstRoute.css.total).toBe(3 * KiB);
    expect(figures.layout.js.total).toBe(50 * KiB); // the layout and the route table's other pages
    const vault = figures.routes.find((route) => route.key === 'src/features/vault/route.tsx')!;
    // The text field came with the first route already: only the table and the screen are new.
    expect(vault.addsToLayout.js.total).toBe(25 * KiB);
    expect(vault.own.js.total).toBe(5 * KiB);
    expect(figures.charts.js.total).toBe(180 * KiB);
    expect(figures.charts.loadedEarlyBy).toEqual([]);
  });

  it('fails a route whose chunks exceed its budget, naming the route, its size, the budget and its largest chunk', () => {
    expect(failures(figures, budgets).map((verdict) => verdict.message)).toEqual([
      'src/features/prompts/route.tsx adds 129.0 KiB of JavaScript (budget 80.0 KiB), over by 49.0 KiB: ' +
        'assets/CodeEditor.js 105.0 KiB, assets/DataTable.js 20.0 KiB, assets/prompts.js 4.0 KiB',
    ]);
  });

  it('passes that route with a budget of its own, and fails a budget kept for a route the build no longer has', () => {
    const routes = { 'src/features/prompts/route.tsx': 130 * KiB, 'src/features/gone/route.tsx': 80 * KiB };
    expect(failures(figures, { ...budgets, routes }).map((verdict) => verdict.message)).toEqual([
      'src/features/gone/route.tsx has a budget but is not a route module of the build',
    ]);
  });

  it('fails a first route or a layout over budget', () => {
    const over = failures(figures, { ...budgets, firstRoute: 110 * KiB, layout: 40 * KiB, route: 200 * KiB });
    expect(over.map((verdict) => [verdict.name, verdict.size, verdict.budget])).toEqual([
      ['first route', 113 * KiB, 110 * KiB],
      ['layout', 50 * KiB, 40 * KiB],
    ]);
    expect(over[0]!.message).toContain('assets/index.js 100.0 KiB');
  });

  it('fails ECharts loaded with the usage route', () => {
    const early: Manifest = {
      ...manifest,
      [consoleModules.usage]: { ...manifest[consoleModules.usage]!, imports: ['index.html', '_echarts-core.js'] },
    };
    const verdicts = failures(measureBundle(early, gzipSize), { ...budgets, route: 200 * KiB });
    expect(verdicts.map((verdict) => verdict.message)).toEqual([
      'ECharts loads with the first route, the layout or the usage route: _echarts-core.js',
    ]);
  });

  it('says which module it misses when the console is laid out differently', () => {
    const { [consoleModules.layout]: _layout, ...withoutLayout } = manifest;
    expect(() => measureBundle(withoutLayout, gzipSize)).toThrow(`The layout module ${consoleModules.layout} is not in the build's manifest`);
  });
});

describe("the console's build within its bundle budgets", () => {
  // turbo runs this package's `build` before its `test:bundle` (turbo.json), so dist is the build
  // of these very sources.
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

  it('loads at most the budgeted JavaScript on the first route, the layout and every route', () => {
    if (!existsSync(path.join(dist, '.vite/manifest.json')))
      throw new Error(`No build in ${dist}: build the console first (npm run build -w @agentdeck/console; npm test does it through turbo).`);
    const verdicts = checkBudgets(measureBundle(readManifest(dist), gzipSizer(dist)), consoleBudgets);
    expect(verdicts.filter((verdict) => !verdict.ok).map((verdict) => verdict.message)).toEqual([]);
  });
});
