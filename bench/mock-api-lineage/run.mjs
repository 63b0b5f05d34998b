// Data lineage figures of the mock API (issue 26, design section 3.4): the time of GET
// /workspaces/1001/lineage at depth 3 around the busiest workflow and the busiest database, in
// both directions, now and as of a past mid-day instant, and of the whole workspace's graph
// (the budget: 300 ms over a 100,000-run history).
// Run with: node bench/mock-api-lineage/run.mjs [--history-runs 10000] [--samples 20] [--data-dir DIR]
// --data-dir serves a disk store (seeded on its first start, reused after), so a large history is
// seeded once. Prints figures; exits 1 when a depth-3 median misses the budget on 100,000 runs or more.
import { parseArgs } from 'node:util';
import { percentile, startWithHistory } from '../mock-api/start-server.mjs';

const { values } = parseArgs({
  options: { 'history-runs': { type: 'string', default: '10000' }, samples: { type: 'string', default: '20' }, 'data-dir': { type: 'string' } },
});
const historyRuns = Number(values['history-runs']);
const samples = Number(values.samples);
const BUDGET_MS = 300;
const BUDGET_RUNS = 100_000;

const { child, origin, headers } = await startWithHistory(historyRuns, values['data-dir']);
try {

  async function call(query) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/workspaces/1001/lineage?${new URLSearchParams(query)}`, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`lineage ${JSON.stringify(query)}: ${response.status} ${text}`);
    return { ms, graph: JSON.parse(text).data, size: text.length };
  }

  // The busiest workflow and database of the whole graph, and an instant mid-way through a past day.
  const whole = (await call({})).graph;
  const busiest = (kind) => whole.nodes.filter((node) => node.kind === kind).sort((a, b) => b.runCount - a.runCount)[0];
  const workflow = busiest('workflow');
  const database = busiest('database');
  const asOf = new Date(Date.now() - 15 * 86_400_000);
  asOf.setUTCHours(13, 37, 0, 0);
  console.log(`whole graph: ${whole.nodes.length} nodes, ${whole.edges.length} edges, ${whole.edges.reduce((sum, edge) => sum + edge.runCount, 0)} edge-runs; focus ${workflow.id} (${workflow.name}, ${workflow.runCount} runs) and ${database.id} (${database.name}, ${database.runCount} runs)`);

  const scenarios = [
    ...[workflow, database].flatMap((focus) =>
      ['both', 'downstream', 'upstream'].flatMap((direction) => [
        { label: `${focus.name}, ${direction}, depth 3`, query: { focus: focus.id, direction, depth: '3' }, budgeted: true },
        { label: `${focus.name}, ${direction}, depth 3, as of ${asOf.toISOString()}`, query: { focus: focus.id, direction, depth: '3', asOf: asOf.toISOString() }, budgeted: true },
      ]),
    ),
    { label: 'whole workspace', query: {}, budgeted: true },
    { label: `whole workspace as of ${asOf.toISOString()}`, query: { asOf: asOf.toISOString() }, budgeted: true },
  ];
  let failed = false;
  for (const { label, query, budgeted } of scenarios) {
    const first = await call(query);
    const times = [];
    for (let i = 0; i < samples; i++) times.push((await call(query)).ms);
    times.sort((a, b) => a - b);
    const median = percentile(times, 50);
    const p95 = percentile(times, 95);
    const checked = budgeted && historyRuns >= BUDGET_RUNS;
    if (checked && median > BUDGET_MS) failed = true;
    console.log(
      `${checked ? (median > BUDGET_MS ? 'FAIL ' : 'PASS ') : ''}${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
        `(${samples} calls one at a time after one warm-up of ${first.ms.toFixed(1)} ms; ${first.graph.nodes.length} nodes, ${first.graph.edges.length} edges, ${first.graph.impact.length} in the impact, ${(first.size / 1024).toFixed(1)} KB)` +
        (checked ? `, budget ${BUDGET_MS} ms` : ''),
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill();
}
