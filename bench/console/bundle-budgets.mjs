// The console's bundle budgets, measured on the build's manifest (`apps/console/dist/.vite/
// manifest.json`, `build.manifest` in apps/console/vite.config.ts). One module for both users:
// `bench/console/run.mjs` prints the figures, and `apps/console/src/bundle-budgets.test.ts` fails
// `npm test` when a budget is exceeded. Pure apart from `gzipSizer`: a manifest and a function
// giving a file's gzip size go in, figures and verdicts come out.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {(file: string) => number} GzipSize  a file of the build (as the manifest names it) → its gzip bytes
 * @typedef {{ file: string, size: number }} SizedFile
 * @typedef {{ total: number, files: SizedFile[] }} FileSet  largest file first
 * @typedef {{ js: FileSet, css: FileSet }} Weight
 * @typedef {{ key: string, own: Weight, addsToFirstRoute: Weight, addsToLayout: Weight }} RouteFigures
 * @typedef {{ entryKey: string, firstRoute: Weight, layout: Weight, routes: RouteFigures[],
 *   charts: Weight & { loadedEarlyBy: string[] } }} BundleFigures
 * @typedef {{ firstRoute: number, layout: number, route: number, routes: Record<string, number>,
 *   charts: number }} Budgets
 * @typedef {{ name: string, ok: boolean, size: number, budget: number, message: string }} Verdict
 */

export const KiB = 1024;

/** The modules the figures are about, as the manifest names them (paths in apps/console). */
export const consoleModules = {
  login: 'src/app/routes/login.tsx',
  layout: 'src/app/routes/workspace/layout.tsx',
  /** The pages beside the sign-in page, which the route table adds on the first navigation elsewhere. */
  pageRoutes: 'src/app/page-routes.tsx',
  usage: 'src/features/usage/route.tsx',
  /**
   * The module that draws with ECharts, loaded by the usage route's charts: its chunk and its
   * static imports (ECharts' core is a chunk of its own, see apps/console/vite.config.ts).
   */
  charts: 'src/components/charts/EChart.tsx',
};

/**
 * The budgets, gzip JavaScript (issue 21). Each route's figure is what it adds to the first route
 * and the workspace layout, that is what opening the screen from the sidebar downloads.
 * @type {Budgets}
 */
export const consoleBudgets = {
  // The sign-in page (issue 21): 119.2 KiB, of which react-dom and react-router alone are about
  // 90 (a page rendering a div with them weighs 89.9 KiB); the rest is the design system's button
  // and text field, the API client and the page.
  firstRoute: 120 * KiB,
  // What every workspace page loads after it: the route table's other pages (the section
  // registry), SWR and the API client's hooks, the access guard, the shell (header, sidebar and
  // its sheet, menus) and its icons: 80.6 KiB, SWR and the route table having left the first route.
  // Issue 22 added the workflow tags' create-in-place entry and the workflow calls: 83.0 KiB. To
  // win back (the create-in-place registry could load with the first form that opens). Issue 23:
  // the ui Menu, now shared by the shell's menus and the editor's 'Connect to…', is a chunk of its
  // own (0.8 KiB with its gzip frame): 84.2 KiB. Issue 26: the API client loads its route table
  // with the first call, so the table (1.4 KiB, grown by the lineage and testing studio calls)
  // left the first route for the layout, whose hooks read it: 85.4 KiB. Issue 36: the console's one
  // date module and its <time> with the ISO tooltip (1.1 KiB, the header's recent activities read
  // it, replacing their own 0.4 KiB formatter), the skip link and the single-workflow call: 87.1 KiB.
  layout: 88 * KiB,
  // A plain record screen: the list, its toolbar, filter and row actions (the vault adds 35 KiB);
  // the drawer form, its pickers and selector modals and the delete confirmation load when they
  // open (lib/records). The heaviest screens today (the model connections, MCP and API tools
  // with their usage summary, guardrails, the RAGs) add 60 to 67 KiB: the zod rules behind
  // their columns' labels.
  route: 80 * KiB,
  // Screens heavier by nature, each with its reason.
  routes: {
    // Workflow authoring: the versions table, the comparison and the Publish dialog (issue 22,
    // 83.7 KiB), and the editor (issue 23: xyflow's canvas, the palette, the outline tree, the
    // editing model and the check): 173.1 KiB. Issue 23's budget is 200 KiB before a panel opens;
    // the node panels and the auto layout's worker load when first used.
    'src/features/workflow-authoring/route.tsx': 200 * KiB,
    // Data lineage (issue 26): xyflow's canvas (57.2 KiB, the chunk authoring's editor loads too),
    // the focus combobox, the node, edge and impact tables and the page: 114.2 KiB. The layout
    // worker (elkjs) loads when the first graph is laid out; the run trace when a run is opened.
    'src/features/data-lineage/route.tsx': 120 * KiB,
  },
  // ECharts' two chunks, loaded by the usage dashboard's charts once its figures are painted.
  charts: 200 * KiB,
};

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The JavaScript and CSS files of a set of manifest keys, leaving out those of `loaded` (keys). */
function filesOf(manifest, keys, loaded = new Set()) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  if (loaded.size > 0) {
    const before = filesOf(manifest, loaded);
    for (const file of before.js) js.delete(file);
    for (const file of before.css) css.delete(file);
  }
  return { js, css };
}

/** @returns {FileSet} */
function sized(files, gzipSize) {
  const list = [...files].map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
  return { total: list.reduce((sum, { size }) => sum + size, 0), files: list };
}

/** @returns {Weight} */
function weigh(manifest, gzipSize, keys, loaded) {
  const { js, css } = filesOf(manifest, keys, loaded);
  return { js: sized(js, gzipSize), css: sized(css, gzipSize) };
}

/**
 * A route module: the fixed pages of src/app/routes and the sections' screens, which the router
 * finds with import.meta.glob('../features/*\/route.tsx') (src/app/router.tsx).
 */
const isRouteModule = (manifest, key) =>
  Boolean(manifest[key]?.isDynamicEntry) &&
  (key.startsWith('src/app/routes/') || /^src\/features\/[^/]+\/route\.tsx$/.test(key));

/**
 * The figures of a build: the first route (the sign-in page: the entry, its static imports and
 * the login route's lazy chunk with its own), what the workspace layout (with the route table's
 * other pages) adds to it, every route
 * module (its own chunk, what it adds to the first route, and to the first route and the layout)
 * and the ECharts chunks (what the charts module adds to the usage route).
 * @param {Manifest} manifest
 * @param {GzipSize} gzipSize
 * @returns {BundleFigures}
 */
export function measureBundle(manifest, gzipSize) {
  for (const [name, key] of Object.entries(consoleModules)) {
    if (!manifest[key]) throw new Error(`The ${name} module ${key} is not in the build's manifest: update bench/console/bundle-budgets.mjs.`);
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error("The build's manifest has no entry.");

  const firstRouteKeys = staticClosure(manifest, consoleModules.login, staticClosure(manifest, entryKey));
  // What every workspace page loads after the first route: the route table's other pages, the
  // access guard, the shell (header and sidebar) and what they import.
  const layoutKeys = staticClosure(manifest, consoleModules.layout, staticClosure(manifest, consoleModules.pageRoutes));
  const besideLayout = new Set([...firstRouteKeys, ...layoutKeys]);
  const routes = Object.keys(manifest)
    .filter((key) => isRouteModule(manifest, key))
    .sort()
    .map((key) => {
      const closure = staticClosure(manifest, key);
      return {
        key,
        own: weigh(manifest, gzipSize, [key]),
        addsToFirstRoute: weigh(manifest, gzipSize, closure, firstRouteKeys),
        addsToLayout: weigh(manifest, gzipSize, closure, besideLayout),
      };
    });

  const loadedBeforeCharts = new Set([...besideLayout, ...staticClosure(manifest, consoleModules.usage)]);
  // No ECharts module may ride with the first route, the layout or the usage route.
  const loadedEarlyBy = [...loadedBeforeCharts].filter((key) => /echarts/i.test(`${key} ${manifest[key]?.file ?? ''}`));
  return {
    entryKey,
    firstRoute: weigh(manifest, gzipSize, firstRouteKeys),
    layout: weigh(manifest, gzipSize, layoutKeys, firstRouteKeys),
    routes,
    charts: { ...weigh(manifest, gzipSize, staticClosure(manifest, consoleModules.charts), loadedBeforeCharts), loadedEarlyBy },
  };
}

export const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

/** The largest files of a set, for a message: 'a.js 40.1 KiB, b.js 3.0 KiB and 4 more'. */
function largest({ files }, count = 3) {
  const named = files.slice(0, count).map(({ file, size }) => `${file} ${kib(size)}`);
  return files.length > count ? `${named.join(', ')} and ${files.length - count} more` : named.join(', ');
}

/**
 * Each figure against its budget. A route listed in `budgets.routes` that the build no longer has
 * fails too, so a stale exception cannot hide.
 * @param {BundleFigures} figures
 * @param {Budgets} [budgets]
 * @returns {Verdict[]}
 */
export function checkBudgets(figures, budgets = consoleBudgets) {
  /** @type {Verdict[]} */
  const verdicts = [];
  const check = (name, size, budget, what, files) => {
    const ok = size <= budget;
    verdicts.push({
      name,
      ok,
      size,
      budget,
      message: `${what} ${kib(size)} of JavaScript (budget ${kib(budget)})${ok ? '' : `, over by ${kib(size - budget)}: ${largest(files)}`}`,
    });
  };
  check('first route', figures.firstRoute.js.total, budgets.firstRoute, 'the first route (/login) loads', figures.firstRoute.js);
  check('layout', figures.layout.js.total, budgets.layout, 'the workspace layout adds', figures.layout.js);
  for (const route of figures.routes) {
    const budget = budgets.routes[route.key] ?? budgets.route;
    check(route.key, route.addsToLayout.js.total, budget, `${route.key} adds`, route.addsToLayout.js);
  }
  for (const key of Object.keys(budgets.routes)) {
    if (!figures.routes.some((route) => route.key === key))
      verdicts.push({ name: key, ok: false, size: 0, budget: budgets.routes[key], message: `${key} has a budget but is not a route module of the build` });
  }
  const chartsEarly = figures.charts.loadedEarlyBy;
  check('charts', figures.charts.js.total, budgets.charts, 'the ECharts chunks load', figures.charts.js);
  if (chartsEarly.length > 0)
    verdicts.push({
      name: 'charts loaded early',
      ok: false,
      size: 0,
      budget: 0,
      message: `ECharts loads with the first route, the layout or the usage route: ${chartsEarly.join(', ')}`,
    });
  return verdicts;
}

/** A `GzipSize` over a build directory: each file gzipped at level 9, once. */
export function gzipSizer(distDir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
}

/** The manifest of a build directory. */
export const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
