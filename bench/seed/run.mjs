// Seed benchmark (issue 38, design section 2.3): how long the mock API takes to seed a large
// history through its run engine, on the memory store and on a disk store in a temporary folder.
// Budgets: 100,000 runs in 2 minutes on the memory store, 4 on the disk store; with --runs the
// budget is scaled to the runs asked (a quick check, not the budget itself).
// Run with: node --import tsx --conditions=@agentdeck/source bench/seed/run.mjs [--runs 100000] [--store memory|disk|both]
// Each store is seeded in a process of its own, so the memory store's gigabytes are freed before
// the disk store starts. Prints each time with PASS or FAIL; exits 1 on a FAIL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const BUDGET_RUNS = 100_000;
const BUDGET_MS = { memory: 120_000, disk: 240_000 };

const { values } = parseArgs({
  options: { runs: { type: 'string', default: String(BUDGET_RUNS) }, store: { type: 'string', default: 'both' }, child: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs <= 0) throw new Error('--runs must be a whole number above 0');

/** In the child: seeds a store of its own with the history and prints what it took, as JSON. */
async function seedInThisProcess(store, dataDir) {
  const { createApp } = await import('../../apps/mock-api/src/app.ts');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const mock = createApp({ store: store === 'memory' ? 'memory' : { dataDir }, log: null, historyRuns: runs });
  await mock.ready;
  const ms = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const stored = mock.store.db.prepare("SELECT COUNT(*) AS runs FROM runs WHERE trigger != 'experiment'").get().runs;
  await mock.close();
  const bytes = dataDir ? readdirSync(dataDir).reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0) : 0;
  process.stdout.write(`${JSON.stringify({ ms, cpuMs: (user + system) / 1000, stored, bytes, rssMb: process.memoryUsage().rss / 2 ** 20 })}\n`);
}

/** Seeds in a child process (the same Node flags), answering what it printed. */
function seedInChild(store) {
  const dataDir = store === 'disk' ? mkdtempSync(path.join(tmpdir(), 'seed-bench-')) : undefined;
  const args = [...process.execArgv, fileURLToPath(import.meta.url), '--child', store, '--runs', String(runs), ...(dataDir ? ['--data-dir', dataDir] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) reject(new Error(`the ${store} seed exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}

if (values.child) {
  await seedInThisProcess(values.child, values['data-dir']);
} else {
  const stores = values.store === 'both' ? ['memory', 'disk'] : [values.store];
  const load = () => loadavg().map((each) => each.toFixed(1)).join(' ');
  let failed = false;
  for (const store of stores) {
    if (!(store in BUDGET_MS)) throw new Error(`--store is memory, disk or both, not ${store}`);
    const loadBefore = load();
    const result = await seedInChild(store);
    const budget = (BUDGET_MS[store] * runs) / BUDGET_RUNS;
    const pass = result.ms <= budget;
    if (!pass) failed = true;
    const scaled = runs === BUDGET_RUNS ? '' : ` (${BUDGET_MS[store] / 1000} s per ${BUDGET_RUNS.toLocaleString('en')} runs, scaled)`;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} seed of ${runs.toLocaleString('en')} runs on the ${store} store: ${(result.ms / 1000).toFixed(1)} s ` +
        `(budget ${(budget / 1000).toFixed(1)} s${scaled}); ${(result.ms / result.stored).toFixed(2)} ms a run, ` +
        `${result.stored.toLocaleString('en')} runs stored, ${(result.cpuMs / 1000).toFixed(1)} s of CPU, ${Math.round(result.rssMb)} MB resident` +
        `${result.bytes ? `, ${Math.round(result.bytes / 2 ** 20)} MB on disk` : ''}; load average ${loadBefore} before, ${load()} after`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
