#!/usr/bin/env node
/**
 * `npm start`: the mock API with its seeded, persistent data and the console built and served
 * by `vite preview` (which forwards /api and /chatbot to the mock API), both on 127.0.0.1, on
 * one URL printed when both answer. Ctrl+C stops both.
 *
 * Under `turbo run start` the mock API's own `start` task runs next to this script on port 4010;
 * the script then uses that server rather than starting a second one on the same data.
 *
 * Options (environment): CONSOLE_PORT (default 4173), MOCK_API_PORT (default 4010); a port in use
 * moves to the next free one. SKIP_BUILD=1 serves the last build of the console as it is.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const consoleDir = path.join(root, 'apps', 'console');
const mockApiDir = path.join(root, 'apps', 'mock-api');
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const host = '127.0.0.1';

/** The first free port on 127.0.0.1 from `preferred` on. */
async function freePort(preferred) {
  for (let port = preferred; port < preferred + 50; port += 1) {
    const free = await new Promise((resolve) => {
      const server = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => server.close(() => resolve(true)))
        .listen(port, host);
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${preferred} and ${preferred + 49}`);
}

const children = new Set();
let stopping = false;

function run(name, command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  children.add(child);
  const prefix = (line) => `[${name}] ${line}`;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) out.write(`${prefix(line)}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, exited };
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  // Give them a moment to close their servers and database, then leave.
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 3000).unref();
  Promise.all([...children].map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Whether a mock API answers at `apiUrl` (its `GET /api/auth/me` refuses a visitor with 401). */
async function mockApiAnswers(apiUrl) {
  try {
    const response = await fetch(`${apiUrl}/api/auth/me`, { signal: AbortSignal.timeout(2000) });
    return response.status === 401 && (response.headers.get('content-type') ?? '').includes('json');
  } catch {
    return false;
  }
}

/** Resolves once `check` passes, or rejects after `timeoutMs` or when `exited` settles first. */
async function waitUntil(what, check, timeoutMs, exited) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited?.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(gone ? `${what} stopped before it was ready` : `${what} was not ready after ${timeoutMs / 1000} s`);
}

const answers = (url) => async () => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

/**
 * `turbo run start` also runs the mock API's own `start` task (port 4010, persistent data) next
 * to this script. Reuse a mock API that already answers there instead of starting a second one
 * on the same data; otherwise start it here with its seeded, persistent store.
 */
async function ensureMockApi(preferredPort) {
  const defaultUrl = `http://${host}:${preferredPort}`;
  const underTurbo = Boolean(process.env.TURBO_HASH);
  const grace = underTurbo ? 20_000 : 0;
  const deadline = Date.now() + grace;
  do {
    if (await mockApiAnswers(defaultUrl)) {
      console.log(`Using the mock API running at ${defaultUrl}`);
      return defaultUrl;
    }
    if (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < deadline);

  const port = await freePort(preferredPort);
  const apiUrl = `http://${host}:${port}`;
  const api = run('mock-api', bin('tsx'), ['--conditions=@agentdeck/source', 'src/server.ts', '--port', String(port)], {
    cwd: mockApiDir,
  });
  api.exited.then(({ code }) => {
    if (!stopping) {
      console.error(`The mock API stopped (exit code ${code}).`);
      stopAll(1);
    }
  });
  await waitUntil('The mock API', () => mockApiAnswers(apiUrl), 60_000, api.exited);
  return apiUrl;
}

async function main() {
  const consolePort = await freePort(Number(process.env.CONSOLE_PORT ?? 4173));

  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building the console…');
    const build = run('console', bin('vite'), ['build', '--logLevel', 'warn'], { cwd: consoleDir });
    const { code } = await build.exited;
    if (code !== 0) {
      console.error('The console did not build.');
      return stopAll(1);
    }
  }

  const apiUrl = await ensureMockApi(Number(process.env.MOCK_API_PORT ?? 4010));

  const preview = run('console', bin('vite'), ['preview', '--host', host, '--port', String(consolePort), '--strictPort'], {
    cwd: consoleDir,
    env: { ...process.env, MOCK_API_URL: apiUrl },
  });
  preview.exited.then(({ code }) => {
    if (!stopping) {
      console.error(`The console server stopped (exit code ${code}).`);
      stopAll(1);
    }
  });

  const consoleUrl = `http://${host}:${consolePort}`;
  await waitUntil('The console', answers(consoleUrl), 60_000, preview.exited);

  console.log(`
Console ready at ${consoleUrl}

Sign in with one of the seeded users (password: password123):
  admin     super admin: every workspace
  member    member of the enterprise (1001), sandbox (1002) and deleted (1003) workspaces
  outsider  member of no workspace

Press Ctrl+C to stop.
`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
