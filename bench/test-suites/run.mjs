// The test suites' wall time against the budgets of issue 10: the stories (every story in both
// themes with axe and the look check) at most 5 minutes, the end-to-end suite at most 6 minutes.
// Runs each the way `npm test` does and prints its seconds, its test count, the seconds per test
// and the machine's load, then PASS or FAIL per budget (exit 1 when one is missed).
// `node bench/test-suites/run.mjs [stories|e2e]` runs one of the two; `fresh [REF]` runs the whole
// `npm test` from a fresh clone and prints each turbo task's seconds (fresh-clone.mjs). See README.md.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters as plain } from 'node:util';
import { freshClone } from './fresh-clone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const suites = {
  stories: { command: ['npm', 'run', 'test:stories'], budgetSeconds: 5 * 60, count: /Tests\s+(?:\S+\s+)*?(\d+) passed/ },
  e2e: { command: ['npx', 'playwright', 'test', '--reporter=list'], budgetSeconds: 6 * 60, count: /^\s+(\d+) passed/m },
};
const chosen = process.argv[2] ? [process.argv[2]] : Object.keys(suites);
const loadAverage = () => os.loadavg().map((load) => load.toFixed(2)).join(', ');

console.log(`${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${loadAverage()} (1, 5, 15 min)`);
if (chosen[0] === 'fresh') {
  const { failed } = freshClone(root, process.argv[3], loadAverage);
  process.exit(failed ? 1 : 0);
}
let failed = false;
for (const name of chosen) {
  const suite = suites[name];
  if (!suite) throw new Error(`Unknown suite '${name}': stories or e2e`);
  const started = performance.now();
  const run = spawnSync(suite.command[0], suite.command.slice(1), {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CI: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' },
  });
  const seconds = (performance.now() - started) / 1000;
  const tests = Number(plain(run.stdout).match(suite.count)?.[1] ?? 0);
  const ok = run.status === 0 && seconds <= suite.budgetSeconds;
  failed ||= !ok;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${name}: ${seconds.toFixed(0)} s for ${tests} tests ` +
      `(${tests ? (seconds / tests).toFixed(2) : '-'} s a test), budget ${suite.budgetSeconds} s, ` +
      `exit ${run.status}, load average after ${loadAverage()}`,
  );
  if (run.status !== 0) console.log(plain(run.stdout).split('\n').slice(-40).join('\n'));
}
process.exit(failed ? 1 : 0);
