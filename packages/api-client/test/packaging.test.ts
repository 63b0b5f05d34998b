import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPackedPackages, runInProject } from '../../../tests/support/packaging';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The condition language is a dependency published beside it: its tarball is installed too.
const conditionLanguageDir = path.resolve(packageDir, '../condition-language');

describe('the packed @agentdeck/api-client tarball', () => {
  let project: string;

  beforeAll(() => {
    // turbo builds before `test`; a direct `vitest run` builds here if needed.
    for (const dir of [conditionLanguageDir, packageDir]) {
      if (!existsSync(path.join(dir, 'dist/index.js'))) execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
    }
    project = installPackedPackages([conditionLanguageDir, packageDir], ['react@19.3', 'zod@4.6', 'swr@2.5']);
  }, 180_000);

  it('validates payloads with the contract from the installed package', () => {
    const output = runInProject(
      project,
      'validate.mjs',
      `import { resources, validate, createApiClient, createResourceHooks } from '@agentdeck/api-client';
       const ok = validate(resources.variable.create, { name: 'customer_name', dataType: 'string', description: 'Full name' });
       const bad = validate(resources.variable.create, { name: 'bad name', extra: 1 });
       process.stdout.write(JSON.stringify({ ok: ok.success, errors: bad.errors,
         client: typeof createApiClient, hooks: typeof createResourceHooks('llm').useList }));`,
    );
    expect(JSON.parse(output)).toEqual({
      ok: true,
      errors: [
        'name: Letters, digits and _ only allowed',
        'dataType: Please select a data type',
        'description: Please enter a description',
        'extra: Unrecognized field',
      ],
      client: 'function',
      hooks: 'function',
    });
  });

  it('serves the rules the contract is built from at @agentdeck/api-client/rules', () => {
    const output = runInProject(
      project,
      'rules.mjs',
      `import { portRule, requiredMessage, PORT_MESSAGES } from '@agentdeck/api-client/rules';
       process.stdout.write(JSON.stringify({
         port: portRule.safeParse(70000).error.issues[0].message,
         same: PORT_MESSAGES.max === portRule.safeParse(70000).error.issues[0].message,
         required: requiredMessage('agent name'),
       }));`,
    );
    expect(JSON.parse(output)).toEqual({ port: 'Port cannot exceed 65535', same: true, required: 'Please enter an agent name' });
    const installed = path.join(project, 'node_modules/@agentdeck/api-client');
    expect(readFileSync(path.join(installed, 'dist/rules/index.d.ts'), 'utf8')).toContain('./network');
    expect(readFileSync(path.join(installed, 'dist/rules.js'), 'utf8')).not.toMatch(/from "react"/);
  });

  it('serves the workflow graph module at @agentdeck/api-client/workflow, without React', () => {
    const output = runInProject(
      project,
      'workflow.mjs',
      `import { checkGraph, nextVersion } from '@agentdeck/api-client/workflow';
       import { starterGraph } from '@agentdeck/api-client';
       const graph = starterGraph();
       const router = { id: 'router', kind: 'condition', label: 'Router', position: { x: 0, y: 0 },
         data: { branches: [{ id: 'a', label: 'A', expression: 'input.message = 1' }] } };
       process.stdout.write(JSON.stringify({
         starter: checkGraph(graph),
         router: checkGraph({ ...graph, nodes: [...graph.nodes, router] }).map((problem) => problem.message),
         next: nextVersion('1.2.3', 'minor'),
       }));`,
    );
    expect(JSON.parse(output)).toEqual({
      starter: [],
      router: [
        "'Router' cannot be reached from the trigger",
        "Branch 'A' of 'Router' is not connected",
        "The else branch of 'Router' is not connected",
        "Branch 'A' of 'Router': Line 1: Invalid operator '='. Use: >=, <=, >, <, ==, !=",
      ],
      next: '1.3.0',
    });
    const installed = path.join(project, 'node_modules/@agentdeck/api-client');
    expect(readFileSync(path.join(installed, 'dist/workflow.js'), 'utf8')).not.toMatch(/from "react"/);
    expect(readFileSync(path.join(installed, 'dist/workflow/index.d.ts'), 'utf8')).toContain('checkGraph');
  });

  it('ships ESM with zod, swr and react left as dependencies, and type declarations', () => {
    const installed = path.join(project, 'node_modules/@agentdeck/api-client');
    const code = readFileSync(path.join(installed, 'dist/index.js'), 'utf8');
    expect(code).toMatch(/from "zod"/);
    expect(code).toMatch(/from "swr"/);
    expect(readFileSync(path.join(installed, 'dist/index.d.ts'), 'utf8')).toContain('contract');
  });
});
