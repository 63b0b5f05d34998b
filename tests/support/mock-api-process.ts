import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Waits until a server answers at `url` (any status), failing after `timeoutMs`. */
export async function waitForAnswer(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${what} on ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A mock API process of a test's own, on disk in a temporary folder so its data and sessions
 * outlive a restart: for tests that stop the server under the console and start it again.
 */
export async function startOwnMockApi() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentdeck-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@agentdeck/source', 'apps/mock-api/src/server.ts', '--store', 'disk', '--data-dir', dataDir, '--quiet', '--port', String(port)],
      { cwd: root, stdio: 'ignore' },
    );
    await waitForAnswer(`${url}/api/auth/me`, 'The mock API');
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGTERM');
    });
  }

  await start();
  return {
    url,
    start,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
