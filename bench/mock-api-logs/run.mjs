// Logging figures of the mock API (issue 25, design section 3.2), over a seeded run history:
// - a log query with two fields and a word over the default range (the last 24 hours): the page
//   of lines (budget 200 ms) and its histogram and facets (budget 300 ms), timed apart by the
//   route's Server-Timing header, and the whole call as the client sees it;
// - the same over a range 100,000 / history-runs times longer (at most 30 days), which holds about as
//   many lines as the default range does over a 100,000-run history;
// - the live-tail delay: from a line's ts (the server's clock) to its arrival in a stream
//   client following the workspace, while runs are started one after another (budget p99 500 ms).
// Run with: node bench/mock-api-logs/run.mjs [--history-runs 100000] [--samples 20] [--tail-runs 100] [--data-dir DIR]
// --data-dir serves a disk store (seeded on its first start, reused after), so a large history is
// seeded once. Prints figures; exits 1 when a budget is missed with 100,000 runs or more.
import { parseArgs } from 'node:util';
import { signInAfterSeed, startMockApi } from '../mock-api/start-server.mjs';

const { values } = parseArgs({
  options: {
    'history-runs': { type: 'string', default: '100000' },
    samples: { type: 'string', default: '20' },
    'tail-runs': { type: 'string', default: '100' },
    'data-dir': { type: 'string' },
  },
});
const historyRuns = Number(values['history-runs']);
const samples = Number(values.samples);
const tailRuns = Number(values['tail-runs']);
const BUDGETS = { linesMs: 200, summaryMs: 300, tailP99Ms: 500 };
const BUDGET_RUNS = 100_000;
const QUERY = 'level:error AND workflow:"Claims triage" policy';
const DAY_MS = 86_400_000;

/** Nearest rank. */
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p * values.length) / 100) - 1)];
const figures = (values) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;

const store = values['data-dir'] ? ['--store', 'disk', '--data-dir', values['data-dir']] : [];
const seedStarted = performance.now();
const { child, origin } = await startMockApi(['--history-runs', String(historyRuns), ...store]);
let failed = false;
try {
  // The first request waits for the seed.
  const headers = await signInAfterSeed(origin);
  console.log(`server ready with --history-runs ${historyRuns}${values['data-dir'] ? ` (disk store ${values['data-dir']})` : ' (memory store)'} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  async function api(method, pathname, body) {
    const response = await fetch(`${origin}/api${pathname}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = await response.json();
    if (response.status >= 300) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  async function query(params) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/workspaces/1001/logs?${new URLSearchParams(params)}`, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`logs ${JSON.stringify(params)}: ${response.status} ${text}`);
    const timing = Object.fromEntries([...response.headers.get('server-timing').matchAll(/(\w+);dur=([\d.]+)/g)].map(([, name, dur]) => [name, Number(dur)]));
    return { ms, lines: timing.lines, summary: timing.summary, page: JSON.parse(text).data };
  }

  async function timeQuery(label, params, budgeted) {
    const first = await query(params);
    const runs = [];
    for (let i = 0; i < samples; i++) runs.push(await query(params));
    const lines = runs.map((run) => run.lines);
    const summary = runs.map((run) => run.summary);
    const whole = runs.map((run) => run.ms);
    const { page } = first;
    const inRange = page.facets.level.reduce((sum, each) => sum + each.count, 0);
    const verdict = (values, budget) => {
      if (!budgeted) return '';
      const ok = percentile(values, 50) <= budget;
      if (!ok) failed = true;
      return `${ok ? 'PASS' : 'FAIL'} (budget ${budget} ms) `;
    };
    console.log(`${label}: ${page.total} matching lines (${inRange} counted in the facets), ${page.lines.length} on the first page; ${samples} calls one at a time after a warm-up of ${first.ms.toFixed(1)} ms`);
    console.log(`  lines page          ${verdict(lines, BUDGETS.linesMs)}${figures(lines)}`);
    console.log(`  histogram + facets  ${verdict(summary, BUDGETS.summaryMs)}${figures(summary)}`);
    console.log(`  whole call (client) ${figures(whole)}`);
  }

  const budgeted = historyRuns >= BUDGET_RUNS;
  await timeQuery(`'${QUERY}', default range (24 h)`, { query: QUERY }, budgeted);
  // The most the histogram and facets count: every line of the range.
  await timeQuery('the empty query, default range (24 h)', { query: '' }, false);
  if (historyRuns < BUDGET_RUNS) {
    const days = Math.min(30, BUDGET_RUNS / historyRuns);
    const to = new Date();
    const range = { from: new Date(to.getTime() - days * DAY_MS).toISOString(), to: to.toISOString() };
    await timeQuery(`'${QUERY}', the last ${days} days (about a 100,000-run history's day of lines)`, { query: QUERY, ...range }, false);
    await timeQuery(`the empty query, the last ${days} days`, { query: '', ...range }, false);
  }

  // The live tail: a stream client follows the workspace while runs of a small workflow are
  // started one after another; each line's delay is its arrival less its ts.
  const at = (column) => ({ x: column * 280, y: 0 });
  const workflow = await api('POST', '/workspaces/1001/workflows', {
    name: `Bench tail ${Date.now()}`,
    description: 'trigger, agent, output',
    tagIds: [],
    draft: {
      nodes: [
        { id: 'trigger', kind: 'trigger', label: 'Trigger', position: at(0), data: { mode: 'api' } },
        {
          id: 'agent', kind: 'agent', label: 'Answer agent', position: at(1),
          data: {
            name: 'Answer agent', description: 'Answers', llmId: 'llm-1001-1', promptTemplateId: 'promptTemplate-1001-1', modelParameters: {}, tools: [],
            configurations: { mcpServers: [], knowledgeGraphs: [], rags: [], guardrails: [], connectors: [] },
          },
        },
        { id: 'output', kind: 'output', label: 'Output', position: at(2), data: { format: 'text' } },
      ],
      edges: [{ id: 'e1', source: 'trigger', target: 'agent' }, { id: 'e2', source: 'agent', target: 'output' }],
      settings: {},
    },
  });
  const controller = new AbortController();
  const tail = await fetch(`${origin}/api/workspaces/1001/logs/stream?${new URLSearchParams({ query: `workflow:"${workflow.name}"` })}`, { headers, signal: controller.signal });
  const delays = [];
  const reading = (async () => {
    const reader = tail.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const arrived = Date.now();
        text += decoder.decode(value, { stream: true });
        const blocks = text.split('\n\n');
        text = blocks.pop();
        for (const block of blocks) {
          const data = /^event: log\ndata: (.*)$/m.test(block) && /^data: (.*)$/m.exec(block)[1];
          if (data) delays.push(arrived - Date.parse(JSON.parse(data).ts));
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  let linesWritten = 0;
  for (let i = 0; i < tailRuns; i++) {
    const run = await api('POST', `/workspaces/1001/workflows/${workflow.id}/runs`, { version: 'draft', input: { message: `Bench tail ${i}`, metadata: {} } });
    // Follow each run to its end, so the next starts after it.
    const events = await fetch(`${origin}/api/workspaces/1001/runs/${run.id}/events`, { headers });
    linesWritten += ((await events.text()).match(/^event: log$/gm) ?? []).length;
  }
  const deadline = Date.now() + 5000;
  while (delays.length < linesWritten && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  controller.abort();
  await reading;
  const p99 = percentile(delays, 99);
  const tailOk = delays.length === linesWritten && p99 <= BUDGETS.tailP99Ms;
  if (!tailOk) failed = true;
  console.log(
    `${tailOk ? 'PASS' : 'FAIL'} live tail: ${delays.length} of ${linesWritten} lines of ${tailRuns} runs arrived; delay from the line's ts p50 ${percentile(delays, 50)} ms, ` +
      `p99 ${p99} ms, max ${Math.max(...delays)} ms (budget p99 ${BUDGETS.tailP99Ms} ms)`,
  );
  process.exitCode = failed ? 1 : 0;
} finally {
  child.kill();
}
