// The console's weight and speed against the budgets of issue 5:
// 1. builds the console and reads the Vite manifest to size, in gzip, the JavaScript and CSS the
//    first route loads (the sign-in page: the entry, its static imports and the login route's
//    lazy chunk), each lazy route's chunk and the ECharts chunk;
// 2. runs Lighthouse 12 (desktop preset) five times on the sign-in page and five times on the
//    usage dashboard, signed in, against the mock API (in memory, seeded) and `vite preview`,
//    and prints the medians of the performance score, LCP, TBT and CLS.
// Prints PASS or FAIL per budget and exits 1 when one is missed. See README.md beside it.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const consoleDir = path.join(root, 'apps/console');
const distDir = path.join(consoleDir, 'dist');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const skipLighthouse = process.argv.includes('--size-only');

const KiB = 1024;
const budgets = { firstRouteJs: 150 * KiB, chartsChunk: 200 * KiB, performance: 95 };
/** The module that holds ECharts (apps/console/src/features/usage/components/charts/EChart.tsx). */
const chartsModule = 'src/features/usage/components/charts/EChart.tsx';
const loginModule = 'src/app/routes/login.tsx';

let failed = false;
const verdict = (ok, text) => {
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
};
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

// ---------------------------------------------------------------------------------------------
// 1. Sizes from the build's manifest
// ---------------------------------------------------------------------------------------------

console.log('Building the console (npm run build -w @agentdeck/console)…');
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@agentdeck/console'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) {
  console.error('The console build failed.');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, into);
  return into;
}

/** The JavaScript and CSS files of a set of manifest keys. */
function filesOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstRouteKeys = staticClosure(loginModule, staticClosure(entryKey));
const firstRoute = filesOf(firstRouteKeys);
const firstRouteJs = total(firstRoute.js);

console.log('\nFirst route (/login: entry + static imports + the login route), gzip level 9');
console.log(
  `  JavaScript ${kib(firstRouteJs)} in ${firstRoute.js.size} files, CSS ${kib(total(firstRoute.css))} in ${firstRoute.css.size} files`,
);
for (const file of [...firstRoute.js].sort((a, b) => gzipSize(b) - gzipSize(a)))
  console.log(`    ${kib(gzipSize(file)).padStart(10)}  ${file}`);

console.log(
  '\nLazy routes: the route chunk itself, and what it adds to the first route (JS + CSS, gzip)',
);
const routeKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/app/routes/'))
  .sort();
for (const key of routeKeys) {
  const own = filesOf([key]);
  const added = filesOf(
    [...staticClosure(key)].filter((candidate) => !firstRouteKeys.has(candidate)),
  );
  console.log(
    `  ${key.replace('src/app/routes/', '').padEnd(40)} chunk ${kib(total(own.js)).padStart(9)} JS ${kib(total(own.css)).padStart(8)} CSS` +
      `   adds ${kib(total(added.js)).padStart(9)} JS ${kib(total(added.css)).padStart(8)} CSS`,
  );
}

const charts = filesOf(
  [...staticClosure(chartsModule)].filter(
    (key) =>
      !firstRouteKeys.has(key) && !staticClosure('src/app/routes/workspace/usage.tsx').has(key),
  ),
);
const chartsJs = total(charts.js);
console.log(
  `\nCharts chunk (ECharts, loaded by the usage route only): ${kib(chartsJs)} JS in ${[...charts.js].join(', ')}`,
);
const chartsInFirstRoute = [...firstRouteKeys].includes(chartsModule);

console.log('');
verdict(
  firstRouteJs <= budgets.firstRouteJs,
  `first route JavaScript ${kib(firstRouteJs)} (budget ${kib(budgets.firstRouteJs)})`,
);
verdict(
  chartsJs <= budgets.chartsChunk && !chartsInFirstRoute,
  `charts chunk ${kib(chartsJs)} (budget ${kib(budgets.chartsChunk)}), not in the first route`,
);

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse, desktop, median of 5
// ---------------------------------------------------------------------------------------------

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts a child process and resolves once its output matches `ready`. */
function start(command, args, options, ready) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ child, match });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

async function waitUntilServing(origin, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`vite preview did not answer on ${origin}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function lighthouseRuns(port, url, { keepStorage }) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    let lhr;
    // A run Chrome could not load (seen once on the busy machine: an 'interstitial') is run again
    // once, and said; a second failure stops the benchmark.
    for (let attempt = 1; ; attempt++) {
      if (keepStorage) await clearHttpCache(port);
      ({ lhr } = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: keepStorage,
        },
        desktopConfig,
      ));
      if (!lhr.runtimeError) break;
      if (attempt === 2) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      console.log(
        `  (run ${run + 1} on ${url} failed: ${lhr.runtimeError.code}; running it again)`,
      );
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}`);
    }
    results.push({
      score: lhr.categories.performance.score * 100,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
    });
  }
  return {
    runs: results,
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

/** Playwright over CDP, to the Chrome Lighthouse drives: a short visit, then it lets go. */
async function withBrowser(port, task) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    try {
      return await task(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse must keep localStorage (the session token) for the dashboard, and so cannot reset
 * storage; the HTTP cache is cleared here instead, so every run loads cold like the first.
 */
const clearHttpCache = (port) =>
  withBrowser(port, async (page) => {
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await session.detach();
  });

/** Puts the token in the console's localStorage, where it keeps the session (`agentdeck.token`). */
const signIn = (port, origin, token) =>
  withBrowser(port, async (page) => {
    await page.goto(`${origin}/404`);
    // Runs in the page, where `localStorage` is the console origin's.
    await page.evaluate(
      (value) => globalThis.localStorage.setItem('agentdeck.token', value),
      token,
    );
  });

const print = (name, result) => {
  const perRun = result.runs.map((r) => Math.round(r.score)).join(', ');
  console.log(
    `  ${name.padEnd(16)} performance ${Math.round(result.score)} (runs: ${perRun}), LCP ${Math.round(result.lcp)} ms, ` +
      `TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
  );
};

if (!skipLighthouse) {
  const children = [];
  let chrome;
  try {
    const api = await start(
      process.execPath,
      [
        '--import',
        'tsx',
        '--conditions=@agentdeck/source',
        'src/server.ts',
        '--store',
        'memory',
        '--seed',
        '--port',
        '0',
        '--quiet',
      ],
      { cwd: path.join(root, 'apps/mock-api') },
      /listening on (http:\/\/127\.0\.0\.1:\d+)/,
    );
    children.push(api.child);
    const apiOrigin = api.match[1];
    const previewPort = await freePort();
    const preview = spawn(
      path.join(root, 'node_modules/.bin/vite'),
      ['preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
      { cwd: consoleDir, env: { ...process.env, MOCK_API_URL: apiOrigin }, stdio: 'ignore' },
    );
    children.push(preview);
    const origin = `http://127.0.0.1:${previewPort}`;
    await waitUntilServing(origin);

    const login = await fetch(`${apiOrigin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'password123' }),
    });
    const { data } = await login.json();

    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    console.log(
      `\nLighthouse ${desktopConfig.settings.formFactor} preset, median of ${runs} runs (${origin}, mock API ${apiOrigin})`,
    );
    // Signed out first: Lighthouse's own storage reset keeps these runs on the sign-in page.
    const signInPage = await lighthouseRuns(chrome.port, `${origin}/login`, { keepStorage: false });
    print('sign-in page', signInPage);
    await signIn(chrome.port, origin, data.token);
    const dashboard = await lighthouseRuns(chrome.port, `${origin}/workspace/1001/usage`, {
      keepStorage: true,
    });
    print('usage dashboard', dashboard);

    console.log('');
    verdict(
      signInPage.score >= budgets.performance,
      `sign-in page performance ${Math.round(signInPage.score)} (budget ${budgets.performance})`,
    );
    verdict(
      dashboard.score >= budgets.performance,
      `usage dashboard performance ${Math.round(dashboard.score)} (budget ${budgets.performance})`,
    );
  } finally {
    await chrome?.kill();
    for (const child of children) child.kill();
  }
}

process.exit(failed ? 1 : 0);
