import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const published = {
  'condition-language': '@agentdeck/condition-language',
  ui: '@agentdeck/ui',
  forms: '@agentdeck/forms',
  'api-client': '@agentdeck/api-client',
};

/**
 * `changeset version`, the first step of `npm run release`, on a copy of the workspace manifests,
 * changelogs and Changesets configuration, with one new changeset (a minor change to the ui
 * package) and none of the pending ones.
 */
describe('a changeset turned into a release', () => {
  let copy: string;
  const read = (file: string) => readFileSync(path.join(copy, file), 'utf8');
  const manifest = (dir: string) => JSON.parse(read(`packages/${dir}/package.json`)) as Record<string, never>;
  const current = (JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8')) as { version: string }).version;
  const [major, minor] = current.split('.').map(Number) as [number, number];
  const next = major === 0 ? `0.${minor + 1}.0` : `${major}.${minor + 1}.0`;

  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'agentdeck-release-'));
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    cpSync(path.join(root, 'package.json'), path.join(copy, 'package.json'));
    mkdirSync(path.join(copy, '.changeset'));
    for (const file of ['config.json', 'README.md']) cpSync(path.join(root, '.changeset', file), path.join(copy, '.changeset', file));
    for (const dir of [...Object.keys(published).map((name) => `packages/${name}`), 'apps/console', 'apps/mock-api']) {
      mkdirSync(path.join(copy, dir), { recursive: true });
      cpSync(path.join(root, dir, 'package.json'), path.join(copy, dir, 'package.json'));
      if (dir.startsWith('packages/')) cpSync(path.join(root, dir, 'CHANGELOG.md'), path.join(copy, dir, 'CHANGELOG.md'));
    }
    writeFileSync(
      path.join(copy, '.changeset/ui-refs.md'),
      "---\n'@agentdeck/ui': minor\n---\n\nEvery field and button forwards its ref to the focusable element.\n",
    );
    execFileSync(path.join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, stdio: 'pipe' });
  }, 60_000);

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('moves the four published packages to the next minor version together', () => {
    for (const dir of Object.keys(published)) expect(manifest(dir)).toMatchObject({ version: next });
  });

  it("writes the changeset's line under the new version of the ui changelog, above the older entries", () => {
    const changelog = read('packages/ui/CHANGELOG.md');
    expect(changelog).toMatch(
      new RegExp(`^# @agentdeck/ui\\n\\n## ${next.replaceAll('.', '\\.')}\\n\\n### Minor Changes\\n\\n- Every field and button forwards its ref`),
    );
    expect(changelog.indexOf(`## ${next}`)).toBeLessThan(changelog.indexOf(`## ${current}`));
  });

  it('gives the other published packages an entry for the version and keeps the forms peer ranges in range', () => {
    for (const dir of ['condition-language', 'forms', 'api-client']) expect(read(`packages/${dir}/CHANGELOG.md`)).toContain(`## ${next}`);
    expect(manifest('forms')).toMatchObject({ peerDependencies: { '@agentdeck/ui': '^0', '@agentdeck/api-client': '^0' } });
  });

  it('leaves the private apps unversioned and consumes the changeset', () => {
    expect(read('apps/console/package.json')).toBe(readFileSync(path.join(root, 'apps/console/package.json'), 'utf8'));
    expect(() => read('.changeset/ui-refs.md')).toThrow();
  });
});
