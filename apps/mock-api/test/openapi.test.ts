import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSchemaComponents } from '../src/openapi';
import { startTestServer, type TestServer } from './support/server';

// The tools other teams feed the document to: a validator, a linter and a type generator.
let t: TestServer;
let text: string;
beforeAll(async () => {
  t = await startTestServer();
  text = (await t.call('GET', '/openapi.json')).text;
});
afterAll(() => t.close());

/** A typed call written the way a team using the generated types would write it. */
const sampleCall = `
import type { components, paths } from './openapi';

type Login = paths['/api/auth/login']['post'];
type LoginBody = Login['requestBody']['content']['application/json'];
type LoginAnswer = Login['responses']['200']['content']['application/json'];
type Intellisense = paths['/api/workspaces/{wid}/prompt-template/intellisense']['post'];

export async function signIn(body: LoginBody): Promise<string> {
  const response = await fetch('/api/auth/login', { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(((await response.json()) as components['schemas']['ApiError']).message);
  const answer = (await response.json()) as LoginAnswer;
  return answer.data.token + answer.data.user.username;
}

export function firstNestedName(answer: Intellisense['responses']['200']['content']['application/json']): string | undefined {
  return answer.data.metadata[0]?.children?.[0]?.children?.[0]?.name;
}

export const workspaceHeader: Intellisense['parameters']['header']['x-workspace-id'] = '1001';
type UsedBy = paths['/api/workspaces/{wid}/used-by']['get'];
export const usedByQuery: UsedBy['parameters']['query'] = { resource: 'vault', id: 'vault-1001-2' };
// @ts-expect-error the query's resource is one of the contract's resources
export const unknownResource: UsedBy['parameters']['query'] = { resource: 'spaceship', id: 'x' };
// @ts-expect-error the generated body type requires the password (this fails if the types were \`any\`)
export const incomplete: LoginBody = { username: 'admin' };
`;

describe('the OpenAPI document at /openapi.json', () => {
  it('is valid OpenAPI 3.1 with every reference resolvable (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(JSON.parse(text) as never)) as { openapi?: string };
    expect(api.openapi).toBe('3.1.0');
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('declares its server and who may call each operation (public ones with an empty list)', () => {
    const doc = JSON.parse(text) as { servers: unknown[]; paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(doc.servers).toEqual([{ url: '/', description: 'The mock API serving this document' }]);
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/auth/me']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it('generates types with openapi-typescript that compile against a sample call', async () => {
    const types = astToString(await openapiTS(JSON.parse(text) as never));
    const dir = mkdtempSync(join(tmpdir(), 'agentdeck-openapi-'));
    try {
      // A .ts file, so its declarations are checked while the libraries' are skipped: checking
      // lib.dom.d.ts was most of this test's time (36 s on a busy machine).
      writeFileSync(join(dir, 'openapi.ts'), types);
      writeFileSync(join(dir, 'sample.ts'), sampleCall);
      const program = ts.createProgram([join(dir, 'sample.ts')], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
        types: [],
        skipLibCheck: true,
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('recursive schemas in the document', () => {
  interface Node {
    children: Node[];
  }

  it('moves an unnamed recursive part to components under the operation name', () => {
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    const { components, toSchema } = createSchemaComponents();
    const schema = toSchema(z.object({ tree: node }), 'output', 'tree.get');
    expect(schema).toMatchObject({ properties: { tree: { $ref: '#/components/schemas/tree.get.output.__schema0' } } });
    expect(components['tree.get.output.__schema0']).toMatchObject({
      properties: { children: { items: { $ref: '#/components/schemas/tree.get.output.__schema0' } } },
    });
  });

  it('moves a schema recursing through its own root to components and refers to it', () => {
    const node: z.ZodType<Node> = z.lazy(() => z.object({ children: z.array(node) }));
    const { components, toSchema } = createSchemaComponents();
    expect(toSchema(node, 'input', 'tree.put')).toEqual({ $ref: '#/components/schemas/tree.put.input' });
    expect(components['tree.put.input']).toMatchObject({ properties: { children: { items: { $ref: '#/components/schemas/tree.put.input' } } } });
  });
});
