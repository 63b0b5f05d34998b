import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/mock-api');

/**
 * Starts the mock API (in memory, quiet, a free port) with more flags, and Node flags in `execArgv`
 * (`--cpu-prof` to profile it); answers the process and its origin once it listens.
 */
export function startMockApi(flags = [], { execArgv = [] } = {}) {
  const child = spawn(
    process.execPath,
    [...execArgv, '--import', 'tsx', '--conditions=@agentdeck/source', 'src/server.ts', '--store', 'memory', '--port', '0', '--quiet', ...flags],
    { cwd: appDir, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/**
 * Makes a first request until it is answered: the seed holds the first requests back, and a large
 * history (100,000 runs) takes longer than fetch's 300 s wait for an answer's headers.
 */
export async function afterSeed(request) {
  for (;;) {
    try {
      return await request();
    } catch (error) {
      if (error?.cause?.code !== 'UND_ERR_HEADERS_TIMEOUT') throw error;
    }
  }
}

/** Signs the seeded member in once the seed is done; answers the headers of the enterprise workspace's calls. */
export async function signInAfterSeed(origin) {
  const login = await afterSeed(() =>
    fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member', password: 'password123' }),
    }),
  );
  const { data } = await login.json();
  return { authorization: `Bearer ${data.token}`, 'x-workspace-id': '1001', 'content-type': 'application/json' };
}

/** Nearest rank, as the metrics themselves are computed. */
export const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p * sorted.length) / 100) - 1)];

/**
 * Starts the mock API with `historyRuns` seeded runs (a disk store in `dataDir`, seeded on its
 * first start and reused after, or memory), signs in once the seed is done and says how long it took.
 */
export async function startWithHistory(historyRuns, dataDir) {
  const store = dataDir ? ['--store', 'disk', '--data-dir', dataDir] : [];
  const seedStarted = performance.now();
  const server = await startMockApi(['--history-runs', String(historyRuns), ...store]);
  const headers = await signInAfterSeed(server.origin);
  console.log(`server ready with --history-runs ${historyRuns}${dataDir ? ` (disk store ${dataDir})` : ' (memory store)'} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  return { ...server, headers };
}
