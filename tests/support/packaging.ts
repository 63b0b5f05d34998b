import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * Packs each workspace package with `npm pack` (exactly what would be published) and installs
 * the tarballs, with any extra registry packages, into a fresh temporary project.
 * Returns the project's folder.
 */
export function installPackedPackages(packageDirs: string[], extraDependencies: string[]): string {
  const project = mkdtempSync(path.join(tmpdir(), 'agentdeck-consumer-'));
  const tarballs = packageDirs.map((dir) => {
    const name = npm(['pack', '--pack-destination', project, '--silent'], dir)
      .trim()
      .split('\n')
      .pop()!;
    return path.join(project, name);
  });
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  npm(
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      ...tarballs,
      ...extraDependencies,
    ],
    project,
  );
  return project;
}

/**
 * Removes a consumer project in the background: hundreds of megabytes of node_modules take a
 * minute to delete on a busy machine, which no test needs to wait for.
 */
export function removeProjectLater(project: string): void {
  spawn('rm', ['-rf', project], { detached: true, stdio: 'ignore' }).unref();
}

/** Runs an ES module script inside the consumer project with Node and returns its output. */
export function runInProject(project: string, fileName: string, source: string): string {
  writeFileSync(path.join(project, fileName), source);
  return execFileSync('node', [fileName], { cwd: project, encoding: 'utf8' });
}

/**
 * Writes a small Vite app (an `index.html` and its modules, plain JavaScript so that no plugin is
 * needed) into the consumer project and builds it with the project's own Vite, as a team would.
 * Returns the folder of the build.
 */
export function buildViteApp(project: string, files: Record<string, string>): string {
  for (const [name, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
    writeFileSync(path.join(project, name), source);
  }
  execFileSync('node', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: project,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return path.join(project, 'dist');
}
