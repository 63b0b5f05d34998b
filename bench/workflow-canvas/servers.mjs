// The mock API (in memory, seeded) and the console's production build behind `vite preview`,
// for the canvas benchmark; each on a port the system gives, stopped with `stop()`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const consoleDir = path.join(root, 'apps/console');

/** Resolves with the API's origin once it says it listens; rejects if it exits first. */
export function startMockApi() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@agentdeck/source', 'src/server.ts', '--store', 'memory', '--seed', '--port', '0', '--quiet'],
    { cwd: path.join(root, 'apps/mock-api'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ origin: match[1], stop: () => child.kill() });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The mock API exited with ${code}:\n${output}`)));
  });
}

/** Builds the console into `outDir` (the production build the benchmark measures). */
export function buildConsole(outDir) {
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', '@agentdeck/console', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The console build failed');
}

/** `vite preview` of a console build, forwarding `/api` to the mock API (apps/console/vite.config.ts reads MOCK_API_URL). */
export async function previewConsole(distDir, apiOrigin) {
  process.env.MOCK_API_URL = apiOrigin;
  const server = await preview({
    root: consoleDir,
    configFile: path.join(consoleDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: { host: '127.0.0.1', port: 0 },
  });
  return { origin: server.resolvedUrls.local[0].replace(/\/$/, ''), stop: () => server.close() };
}
