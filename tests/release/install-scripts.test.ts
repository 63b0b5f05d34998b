import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

interface LockedPackage {
  name?: string;
  version?: string;
  hasInstallScript?: boolean;
  link?: boolean;
}
const lockfile = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
const { allowScripts = {} } = readJson<{ allowScripts?: Record<string, boolean> }>('package.json');

/** Every package `npm ci` installs that has an install script, by name (an alias's real name first). */
const withInstallScripts = [
  ...new Set(
    Object.entries(lockfile.packages)
      .filter(([location, entry]) => location.includes('node_modules/') && entry.hasInstallScript && !entry.link)
      .map(([location, entry]) => entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  ),
].sort();

/**
 * npm 11 approves dependencies' install scripts through the root package.json's `allowScripts`
 * (`npm approve-scripts`, `npm deny-scripts`); it warns about any package left out and a future
 * npm will skip their scripts. The entries are names without versions: this machine's npm writes
 * the lockfile without `resolved` addresses (omit-lockfile-registry-resolved), and without one npm
 * cannot verify a version, so it refuses a pinned approval (`better-sqlite3@12.11.1`).
 */
describe("the project's install-script approvals", () => {
  it('decide every package of the lockfile that has an install script, so `npm ci` stays quiet', () => {
    const undecided = withInstallScripts.filter((name) => typeof allowScripts[name] !== 'boolean');
    expect(undecided, 'add them with `npm approve-scripts <name> --no-allow-scripts-pin` or `npm deny-scripts <name>`').toEqual([]);
  });

  it("let better-sqlite3 build its native module (the mock API's store needs it)", () => {
    expect(allowScripts['better-sqlite3']).toBe(true);
  });

  it('name packages only, without versions, and only packages the lockfile still has with an install script', () => {
    expect(Object.keys(allowScripts).filter((key) => !withInstallScripts.includes(key))).toEqual([]);
  });
});
