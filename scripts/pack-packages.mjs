#!/usr/bin/env node
/**
 * The last step of `npm run release`: packs the four published packages, as built, into
 * `release/` (what `npm publish` would upload) and prints each tarball with its size.
 * A team can install them with `npm install ./release/agentdeck-ui-<version>.tgz …`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const destination = path.join(root, 'release');
const packages = ['@agentdeck/condition-language', '@agentdeck/ui', '@agentdeck/forms', '@agentdeck/api-client'];

mkdirSync(destination, { recursive: true });
const output = execFileSync(
  'npm',
  ['pack', '--json', '--pack-destination', destination, ...packages.flatMap((name) => ['--workspace', name])],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
for (const tarball of JSON.parse(output)) {
  console.log(`release/${tarball.filename}  ${tarball.name}@${tarball.version}  ${(tarball.size / 1024).toFixed(1)} KiB, ${tarball.entryCount} files`);
}
