import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration (eslint.architecture.js), run on code that breaks it.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const source = (file: string) => path.join(root, 'apps/console/src', file);

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: source(file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the whole configuration takes a few seconds the first time.
describe('the architecture lint (npm run lint)', { timeout: 60_000 }, () => {
  // A probe importing a file that is gone would pass for the wrong reason.
  it('probes real files', () => {
    for (const file of ['features/vault/screen.tsx', 'features/vault/components/VaultFields.tsx', 'config/sections.ts'])
      expect(existsSync(source(file)), file).toBe(true);
  });

  it('fails a feature that imports another feature', async () => {
    const code = "import { vaultScreen } from '../vault/screen';\nexport const screen = vaultScreen;\n";
    expect(await problems('features/llm/probe.ts', code)).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: .*"feature".*name="llm".*"feature".*name="vault"/),
    ]);
  });

  it('lets a feature import its own files, the entities, lib and config', async () => {
    const code = [
      "import { VaultFields } from './components/VaultFields';",
      "import { paths } from '../../config/paths';",
      "import { useCurrentWorkspace } from '../../lib/current-workspace';",
      'export const all = [VaultFields, paths, useCurrentWorkspace];',
      '',
    ].join('\n');
    expect(await problems('features/vault/probe.ts', code)).toEqual([]);
  });

  it('fails an import cycle, a lazy import included', async () => {
    // The registry, importing the route table's pages that import it.
    const registry = `${readFileSync(source('config/sections.ts'), 'utf8')}\nexport const pages = () => import('../app/page-routes');\n`;
    expect(await problems('config/sections.ts', registry)).toContain('import-x/no-cycle: Dependency cycle detected');
  });

  it('fails lib code that reaches up into a feature', async () => {
    const code = "import { vaultScreen } from '../features/vault/screen';\nexport const screen = vaultScreen;\n";
    expect(await problems('lib/probe.ts', code)).toEqual([expect.stringMatching(/^boundaries\/dependencies: .*"lib".*"feature"/)]);
  });
});
