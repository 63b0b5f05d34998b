// The console's weight and speed against the budgets of issues 5, 10 and 21:
// 1. builds the console (into a directory of its own, or measures the one `--dist=` names) and
//    sizes from the Vite manifest, in gzip, the JavaScript and CSS the first route loads (the
//    sign-in page), what the workspace layout adds to it, every route's chunk with what it adds
//    to the first route and to the layout, and the ECharts chunks, with bundle-budgets.mjs, which
//    `npm test` checks too (apps/console/src/bundle-budgets.test.ts);
// 2. runs Lighthouse 12 (desktop preset) five times on the sign-in page and five times on the
//    usage dashboard, signed in, against the mock API (in memory, seeded) and `vite preview`,
//    and prints the medians of the performance score, LCP, TBT and CLS.
// Prints PASS or FAIL per budget and exits 1 when one is missed. See README.md beside it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { checkBudgets, gzipSizer, kib, measureBundle, readManifest } from './bundle-budgets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const consoleDir = path.join(root, 'apps/console');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const skipLighthouse = process.argv.includes('--size-only');
// `--dist=<directory>`: measure a build made already (say apps/console/dist) instead of building.
const givenDist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);

const budgets = { performance: 95 };

let failed = false;
const verdict = (ok, text) => {
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
};
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ');

// ---------------------------------------------------------------------------------------------
// 1. Sizes from the build's manifest (bundle-budgets.mjs, which `npm test` checks as well)
// ---------------------------------------------------------------------------------------------

console.log(
  `${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${loadAverage()} (1, 5, 15 min)`,
);
let distDir;
if (givenDist) {
  distDir = path.resolve(givenDist);
  console.log(`Measuring the build in ${distDir}`);
} else {
  // A build of its own, not apps/console/dist: an end-to-end run on the same machine rebuilds
  // that one, and the preview measured here would serve files changing under it.
  distDir = mkdtempSync(path.join(os.tmpdir(), 'agentdeck-bench-console-'));
  process.on('exit', () => rmSync(distDir, { recursive: true, force: true }));
  console.log(`Building the console into ${distDir}…`);
  const build = spawnSync(
    'npm',
    ['run', 'build', '--silent', '-w', '@agentdeck/console', '--', '--outDir', distDir, '--emptyOutDir'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) {
    console.error('The console build failed.');
    process.exit(1);
  }
}

const figures = measureBundle(readManifest(distDir), gzipSizer(distDir));
const listFiles = ({ files }) => {
  for (const { file, size } of files) console.log(`    ${kib(size).padStart(10)}  ${file}`);
};
const { firstRoute, layout } = figures;

console.log('\nFirst route (/login: entry + static imports + the login route), gzip level 9');
console.log(
  `  JavaScript ${kib(firstRoute.js.total)} in ${firstRoute.js.files.length} files, CSS ${kib(firstRoute.css.total)} in ${firstRoute.css.files.length} files`,
);
listFiles(firstRoute.js);

// What every workspace page loads after the first route: the access guard, the shell (header
// and sidebar) and what they import.
console.log(
  `\nWorkspace layout: adds ${kib(layout.js.total)} JS in ${layout.js.files.length} files, ${kib(layout.css.total)} CSS, to the first route`,
);
listFiles(layout.js);

const cell = ({ js, css }) => `${kib(js.total).padStart(9)} JS ${kib(css.total).padStart(8)} CSS`;
console.log(
  '\nRoutes, gzip: the route chunk itself, what it adds to the first route, and to the first route and the workspace layout',
);
console.log(
  `  ${'route module'.padEnd(42)} ${'own chunk'.padEnd(25)} ${'adds to first route'.padEnd(25)} adds to layout`,
);
for (const route of figures.routes) {
  console.log(
    `  ${route.key.replace(/^src\//, '').padEnd(42)} ${cell(route.own)} ${cell(route.addsToFirstRoute)} ${cell(route.addsToLayout)}`,
  );
}
console.log(
  `\nCharts chunks (ECharts, loaded by the usage route's charts only): ${kib(figures.charts.js.total)} JS in ${figures.charts.js.files.map(({ file }) => file).join(', ')}`,
);

console.log('');
for (const { ok, message } of checkBudgets(figures)) verdict(ok, message);

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
      [
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(previewPort),
        '--strictPort',
        '--outDir',
        distDir,
      ],
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
      `\nLighthouse ${desktopConfig.settings.formFactor} preset, median of ${runs} runs (${origin}, mock API ${apiOrigin}), load average ${loadAverage()}`,
    );
    // Signed out first: Lighthouse's own storage reset keeps these runs on the sign-in page.
    const signInPage = await lighthouseRuns(chrome.port, `${origin}/login`, { keepStorage: false });
    print('sign-in page', signInPage);
    await signIn(chrome.port, origin, data.token);
    const dashboard = await lighthouseRuns(chrome.port, `${origin}/workspace/1001/usage`, {
      keepStorage: true,
    });
    print('usage dashboard', dashboard);
    console.log(`  load average at the end ${loadAverage()}`);

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
