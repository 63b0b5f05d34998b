// Bounded load on loopback against the mock API (in memory, seeded, quiet):
// a list GET and a validated POST, each with autocannon -c 10 -d 10 after a short warm-up.
// Prints requests per second, p99 latency and errors; exits 1 when a budget is missed.
import autocannon from 'autocannon';
import { startMockApi } from './start-server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgets = { get: { rps: 4000 }, post: { rps: 3000 }, p99Ms: 20 };

const run = (options) => autocannon({ connections, ...options });

const { child, origin } = await startMockApi();
let failed = false;
try {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member', password: 'password123' }),
  });
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.token}`, 'x-workspace-id': '1001', 'content-type': 'application/json' };

  let n = 0;
  const scenarios = [
    { name: 'GET  /api/workspaces/1001/variable (list)', budget: budgets.get, options: { url: `${origin}/api/workspaces/1001/variable`, headers } },
    {
      name: 'POST /api/workspaces/1001/variable (validated create)',
      budget: budgets.post,
      options: {
        url: origin,
        requests: [
          {
            method: 'POST',
            path: '/api/workspaces/1001/variable',
            headers,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ name: `bench_var_${n++}`, dataType: 'string', description: 'Created by the load test' }),
            }),
          },
        ],
      },
    },
  ];

  for (const scenario of scenarios) {
    await run({ ...scenario.options, duration: 2 });
    const result = await run({ ...scenario.options, duration });
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = rps >= scenario.budget.rps && p99 <= budgets.p99Ms && errors === 0;
    failed ||= !ok;
    console.log(
      `${ok ? 'PASS' : 'FAIL'} ${scenario.name}: ${Math.round(rps)} req/s (budget ${scenario.budget.rps}), ` +
        `p99 ${p99} ms (budget ${budgets.p99Ms}), errors ${errors}, requests ${result.requests.total}`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
