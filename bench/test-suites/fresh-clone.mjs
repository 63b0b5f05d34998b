// `node bench/test-suites/run.mjs fresh [REF]`: the whole `npm test` as CI runs it, from a fresh
// clone of REF (default HEAD) in a temporary folder: `npm ci`, then `npm test` with turbo's run
// summary. Prints `npm ci`'s seconds, then every turbo task in the order it started, with when it
// started and ended (seconds into the run), its seconds and the tests it counted, and the total,
// so two refs measured in one sitting compare task by task and show what waited for what.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters as plain } from 'node:util';

/** The closing line of each runner, per task output: Vitest's 'Tests  N passed', Playwright's 'N passed'. */
const testCount = (lines) => {
  let count = 0;
  for (const line of lines) {
    const vitest = line.match(/^\s*Tests\s+(?:\d+ failed \| )?(\d+) passed/);
    const playwright = line.match(/^\s+(\d+) passed \(/);
    const match = vitest ?? playwright;
    if (match) count += Number(match[1]);
  }
  return count;
};

const run = (command, args, cwd, env) => {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, CI: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0', TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  return { ...result, stdout: plain(result.stdout ?? ''), seconds: (performance.now() - started) / 1000 };
};

export function freshClone(root, ref = 'HEAD', loadAverage) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'agentdeck-fresh-'));
  const keep = process.env.KEEP_CLONE === '1';
  try {
    const sha = run('git', ['rev-parse', '--short', ref], root).stdout.trim();
    console.log(`Fresh clone of ${ref} (${sha}) in ${folder}`);
    const clone = run('git', ['clone', '--quiet', '--no-hardlinks', root, folder], root);
    if (clone.status !== 0) throw new Error(clone.stderr);
    run('git', ['checkout', '--quiet', sha], folder);

    const install = run('npm', ['ci', '--no-audit', '--no-fund'], folder);
    console.log(`npm ci: ${install.seconds.toFixed(0)} s, exit ${install.status}, load average ${loadAverage()}`);
    if (install.status !== 0) return { failed: true };

    // Every task runs even when one fails (a flaky story would otherwise stop the rest unmeasured);
    // each task's exit code is printed beside its seconds.
    const test = run('npm', ['test', '--', '--summarize', '--continue=always'], folder);
    const log = path.join(os.tmpdir(), `agentdeck-fresh-${sha}.log`);
    writeFileSync(log, test.stdout);
    console.log(`npm test's output: ${log}`);
    const summaryDir = path.join(folder, '.turbo/runs');
    const summaryFile = readdirSync(summaryDir).find((name) => name.endsWith('.json'));
    const summary = JSON.parse(readFileSync(path.join(summaryDir, summaryFile), 'utf8'));

    const linesOf = new Map();
    for (const line of test.stdout.split('\n')) {
      const prefix = line.match(/^(\S+?:[\w:-]+): (.*)$/);
      if (!prefix) continue;
      if (!linesOf.has(prefix[1])) linesOf.set(prefix[1], []);
      linesOf.get(prefix[1]).push(prefix[2]);
    }
    const executed = summary.tasks.filter((task) => task.execution);
    const firstStart = Math.min(...executed.map((task) => task.execution.startTime));
    const tasks = executed
      .map((task) => ({
        id: task.taskId.replace(/^\/\/#/, 'root:').replace(/^@agentdeck\//, ''),
        prefix: `${task.package}:${task.task}`,
        seconds: (task.execution.endTime - task.execution.startTime) / 1000,
        from: (task.execution.startTime - firstStart) / 1000,
        exitCode: task.execution.exitCode,
      }))
      .sort((a, b) => a.from - b.from);

    console.log(`\n  ${'task'.padEnd(34)} ${'from'.padStart(6)} ${'to'.padStart(6)} ${'seconds'.padStart(8)} ${'tests'.padStart(6)}  exit`);
    let totalTests = 0;
    for (const task of tasks) {
      const tests = testCount(linesOf.get(task.prefix) ?? []);
      totalTests += tests;
      const to = task.from + task.seconds;
      console.log(`  ${task.id.padEnd(34)} ${task.from.toFixed(0).padStart(6)} ${to.toFixed(0).padStart(6)} ${task.seconds.toFixed(0).padStart(8)} ${String(tests || '').padStart(6)}  ${task.exitCode}`);
    }
    console.log(
      `\nnpm test: ${test.seconds.toFixed(0)} s (${(test.seconds / 60).toFixed(1)} min), ${tasks.length} tasks, ` +
        `${totalTests} tests, exit ${test.status}, load average after ${loadAverage()}`,
    );
    if (test.status !== 0) console.log(test.stdout.split('\n').slice(-60).join('\n'));
    return { failed: test.status !== 0 };
  } finally {
    if (keep) console.log(`Kept ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}
