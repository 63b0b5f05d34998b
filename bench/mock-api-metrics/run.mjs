// Metrics figures of the mock API (issues 25 and 38, design section 3.3): the time of POST
// /workspaces/1001/metrics over the last 30 days by day grouped by workflow, version, model and
// node, and without grouping by hour; by day grouped by environment, and production's runs by
// version (issue 40). Budget (issue 38): by day grouped by workflow, by model and
// by node, each p95 ≤ 300 ms over a 100,000-run history.
// Run with: node bench/mock-api-metrics/run.mjs [--history-runs 10000] [--samples 20] [--data-dir DIR]
// --data-dir serves a disk store (seeded on its first start, reused after), so a large history is
// seeded once. Prints figures and the load average; with 100,000 runs or more, PASS or FAIL for
// each budgeted call, and exits 1 when one misses.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { percentile, startWithHistory } from '../mock-api/start-server.mjs';

const { values } = parseArgs({
  options: { 'history-runs': { type: 'string', default: '10000' }, samples: { type: 'string', default: '20' }, 'data-dir': { type: 'string' } },
});
const historyRuns = Number(values['history-runs']);
const samples = Number(values.samples);
const BUDGET_MS = 300;
const BUDGET_RUNS = 100_000;
const BUDGETED_GROUPS = ['workflow', 'model', 'node'];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

const { child, origin, headers } = await startWithHistory(historyRuns, values['data-dir']);
try {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 86_400_000);

  async function call(body) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/workspaces/1001/metrics`, { method: 'POST', headers, body: JSON.stringify({ from: from.toISOString(), to: to.toISOString(), ...body }) });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`metrics ${JSON.stringify(body)}: ${response.status} ${text}`);
    return { ms, text };
  }

  console.log(`load average before: ${load()}`);
  let failed = false;
  const scenarios = [
    { interval: 'day', groupBy: 'workflow' },
    { interval: 'day', groupBy: 'version' },
    { interval: 'day', groupBy: 'model' },
    { interval: 'day', groupBy: 'node' },
    { interval: 'hour', groupBy: 'none' },
    // By environment (issue 40): grouped by it, and one environment's runs by version.
    { interval: 'day', groupBy: 'environment' },
    { interval: 'day', groupBy: 'version', environment: 'production' },
  ];
  for (const body of scenarios) {
    const first = await call(body);
    const times = [];
    for (let i = 0; i < samples; i++) times.push((await call(body)).ms);
    times.sort((a, b) => a - b);
    const { total, series } = JSON.parse(first.text).data;
    const counted = body.groupBy === 'model' || body.groupBy === 'node' ? `${series.reduce((sum, each) => sum + each.total.runs, 0)} steps` : `${total.runs} runs`;
    const budgeted = body.interval === 'day' && BUDGETED_GROUPS.includes(body.groupBy) && historyRuns >= BUDGET_RUNS;
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const missed = budgeted && p95 > BUDGET_MS;
    if (missed) failed = true;
    console.log(
      `${budgeted ? (missed ? 'FAIL ' : 'PASS ') : ''}30 days by ${body.interval}, groupBy ${body.groupBy}${body.environment ? `, environment ${body.environment}` : ''}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(${samples} calls one at a time after one warm-up of ${first.ms.toFixed(1)} ms; ${counted} in ${series.length} series, ${Math.round(first.text.length / 1024)} KB)` +
        (budgeted ? `, budget p95 ${BUDGET_MS} ms` : ''),
    );
  }
  console.log(`load average after: ${load()}`);
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill();
}
