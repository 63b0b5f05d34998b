import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasClientDirective, packagesReachedFrom } from '../../../tests/support/client-boundaries';
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
    // As a server would install it: React and SWR are optional peers, needed by the hooks only.
    project = installPackedPackages([conditionLanguageDir, packageDir], []);
  }, 180_000);

  const installed = (file: string) => path.join(project, 'node_modules/@agentdeck/api-client', file);

  it('validates payloads with the contract from the installed package', () => {
    const output = runInProject(
      project,
      'validate.mjs',
      `import { resources, validate } from '@agentdeck/api-client';
       const ok = validate(resources.variable.create, { name: 'customer_name', dataType: 'string', description: 'Full name' });
       const bad = validate(resources.variable.create, { name: 'bad name', extra: 1 });
       process.stdout.write(JSON.stringify({ ok: ok.success, errors: bad.errors }));`,
    );
    expect(JSON.parse(output)).toEqual({
      ok: true,
      errors: [
        'name: Letters, digits and _ only allowed',
        'dataType: Please select a data type',
        'description: Please enter a description',
        'extra: Unrecognized field',
      ],
    });
  });

  it('calls the API from plain Node without React installed', () => {
    expect(existsSync(path.join(project, 'node_modules/react'))).toBe(false);
    const output = runInProject(
      project,
      'call.mjs',
      `import { ApiError, createApiClient } from '@agentdeck/api-client';
       const calls = [];
       const fetch = async (url, init) => {
         calls.push([init.method, url, init.headers.authorization, init.headers['x-workspace-id']]);
         return init.method === 'GET'
           ? Response.json({ data: [{ id: 'v1', name: 'customer_id', dataType: 'string', description: 'The customer',
               isReadOnly: false, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z' }] })
           : Response.json({ message: 'Variable name already exists' }, { status: 409 });
       };
       const client = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 't0k', fetch, validateResponses: true });
       const list = await client.resource('variable').list('1001');
       const refused = await client.resource('variable')
         .create('1001', { name: 'customer_id', dataType: 'string', description: 'Again' })
         .catch((error) => error);
       process.stdout.write(JSON.stringify({ names: list.map((variable) => variable.name), calls,
         refused: [refused instanceof ApiError, refused.status, refused.message] }));`,
    );
    expect(JSON.parse(output)).toEqual({
      names: ['customer_id'],
      calls: [
        ['GET', 'http://api.test/api/workspaces/1001/variable', 'Bearer t0k', '1001'],
        ['POST', 'http://api.test/api/workspaces/1001/variable', 'Bearer t0k', '1001'],
      ],
      refused: [true, 409, 'Variable name already exists'],
    });
    // Nothing of React or SWR is reachable from the root entry.
    expect([...packagesReachedFrom(installed('dist/index.js'))].sort()).toEqual(['@agentdeck/condition-language', 'zod']);
  });

  it('serves the SWR hooks and their provider at @agentdeck/api-client/hooks, as client modules', () => {
    const reached = packagesReachedFrom(installed('dist/hooks.js'));
    expect(reached).toContain('swr');
    expect(reached).toContain('react');
    expect(hasClientDirective(readFileSync(installed('dist/hooks/factory.js'), 'utf8'))).toBe(true);
    expect(hasClientDirective(readFileSync(installed('dist/hooks/context.js'), 'utf8'))).toBe(true);
    expect(readFileSync(installed('dist/hooks/index.d.ts'), 'utf8')).toContain('createResourceHooks');
    const manifest = JSON.parse(readFileSync(installed('package.json'), 'utf8'));
    expect(manifest.peerDependenciesMeta).toEqual({ react: { optional: true }, swr: { optional: true } });
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
    expect([...packagesReachedFrom(path.join(installed, 'dist/rules.js'))]).toEqual(['zod']);
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
    expect([...packagesReachedFrom(path.join(installed, 'dist/workflow.js'))]).not.toContain('react');
    expect(readFileSync(path.join(installed, 'dist/workflow/index.d.ts'), 'utf8')).toContain('checkGraph');
  });

  it('ships ESM with zod left as a dependency, and type declarations', () => {
    expect(readFileSync(installed('dist/contract.js'), 'utf8')).toMatch(/from "zod"/);
    expect(readFileSync(installed('dist/index.d.ts'), 'utf8')).toContain('contract');
  });
});
