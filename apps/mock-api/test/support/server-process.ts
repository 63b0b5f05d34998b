import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, without the API's base path. */
  origin: string;
  /** Kills the process with SIGKILL, as a crash would, and resolves once it has exited. */
  kill: () => Promise<void>;
}

/**
 * Starts the real server entry (`src/server.ts`) in a child process on a free port, quiet, with
 * more flags (`--data-dir <dir>` for the disk store); answers once it listens.
 */
export function startServerProcess(flags: string[]): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@agentdeck/source', 'src/server.ts', '--port', '0', '--quiet', ...flags],
    { cwd: appDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ child, origin: match[1]!, kill });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
