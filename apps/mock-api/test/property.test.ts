import { operations, resourceKeys, resourceOperations, resources, nameOf, starterGraph, type Operation } from '@agentdeck/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededIds, startTestServer, validBody, validUpdateBody, type TestServer } from './support/server';

let t: TestServer;
let tokens: Record<'member' | 'outsider' | 'admin', string>;
beforeAll(async () => {
  t = await startTestServer();
  tokens = { member: await t.login('member'), outsider: await t.login('outsider'), admin: await t.login('admin') };
});
afterAll(() => t.close());

const range = { from: '2025-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' };
/** A valid body per route, the starting point for mutations. */
const validBodies: Record<string, unknown> = {
  'auth.login': { username: 'member', password: 'password123' },
  'workspaces.find': { id: '1001' },
  'platform.usage': { ...range, type: 'tokens' },
  'usage.workspace': { ...range, type: 'tokens', groupBy: 'model' },
  'configurations.save': { key: 'theme', value: 'dark' },
  'promptTemplate.intellisense': { workflowId: null },
  'promptTemplate.enhance': {
    promptFramework: { type: 'TAG', title: 'TAG', description: 'Task, Action, Goal' },
    currentPrompt: 'Summarise the ticket for customer_name.',
    promptFrameworkType: 'TAG',
  },
  'chatbot.feedback': { api_key: 'k', session_id: 's', feedback_message: 'm', feedback_data: {}, agent_id: 'a' },
  'workflows.publish': { releaseType: 'minor', notes: 'Published by fast-check', revision: 0 },
  'workflows.import': {
    document: { format: 'agentdeck.workflow', formatVersion: 1, name: 'Imported by fast-check', description: '', tags: [{ name: 'fuzzed', colour: 'red', description: '' }], version: null, graph: starterGraph() },
    dryRun: false,
  },
};

type Route = { name: string; op: Operation; valid?: () => unknown };
const routes: Route[] = [
  ...resourceKeys.flatMap((key) => {
    const ops = resourceOperations(key);
    let n = 0;
    return [
      { name: `${key}.list`, op: ops.list },
      { name: `${key}.create`, op: ops.create, valid: () => validBody(key, `prop_${key}_${n++}`) },
      { name: `${key}.update`, op: ops.update, valid: () => validUpdateBody(key, `prop_${key}_${n++}`) },
      { name: `${key}.delete`, op: ops.delete },
    ];
  }),
  ...Object.entries(operations)
    // Listing tools of generated URLs would only test timeouts; its validation is covered in mcp.test.ts.
    // The live tail answers a stream that stays open; its refusals are covered in logs-stream.test.ts.
    .filter(([name]) => name !== 'chatbot.mcpTools' && name !== 'logs.stream')
    .map(([name, op]) => ({ name, op, valid: name in validBodies ? () => structuredClone(validBodies[name]) : undefined })),
];

const ids = resourceKeys.flatMap((key) => ['1001', '1002'].flatMap((wid) => seededIds(key, wid)));
const json = fc.jsonValue({ maxDepth: 3 });

/** A body: the valid one, or one with a field dropped, added or replaced, or anything at all. */
const bodyFor = (route: Route) =>
  fc.oneof(
    json,
    fc.constant(undefined),
    fc.constant('{"broken": '),
    ...(route.valid
      ? [
          fc.constant(null).map(() => route.valid!()),
          fc.tuple(fc.nat(), fc.string(), json, fc.constantFrom('drop', 'add', 'replace')).map(([i, key, value, how]) => {
            const body = route.valid!() as Record<string, unknown>;
            const keys = Object.keys(body);
            const target = keys[i % keys.length]!;
            if (how === 'drop') delete body[target];
            else if (how === 'add') body[key || 'extra'] = value;
            else body[target] = value;
            return body;
          }),
        ]
      : []),
  );

const request = fc
  .constantFrom(...routes.keys())
  .chain((index) =>
    fc.record({
      route: fc.constant(routes[index]!),
      wid: fc.oneof(fc.constantFrom('1001', '1002', '1003', '9999'), fc.string({ unit: 'grapheme-ascii', maxLength: 6 })),
      header: fc.constantFrom('same', 'other', 'missing'),
      id: fc.oneof(fc.constantFrom(...ids), fc.string({ unit: 'grapheme-ascii', maxLength: 12 })),
      who: fc.constantFrom('member', 'outsider', 'admin', 'none', 'garbage'),
      body: bodyFor(routes[index]!),
    }),
  );

describe('generated and mutated requests on every route', () => {
  it('never answer a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ route, wid, header, id, who, body }) => {
        const path = route.op.path.replace(':wid', encodeURIComponent(wid)).replace(/:(id|workflowId)/, encodeURIComponent(id) || 'x');
        const prefix = route.op.service === 'chatbot' ? '/chatbot' : '/api';
        // Logging out would end the shared tokens; it gets a token of its own.
        const token = route.name === 'auth.logout' ? 'garbage' : who === 'none' ? undefined : who === 'garbage' ? 'garbage' : tokens[who];
        const res = await t.call(route.op.method, prefix + path, {
          token,
          wid: header === 'same' ? wid : header === 'other' ? '1002' : null,
          // fetch cannot send a GET body; the server would ignore it anyway.
          body: route.op.method === 'GET' ? undefined : body,
        });
        expect(res.status, `${route.name} ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(typeof res.json.message).toBe('string');
          expect(Array.isArray(res.json.errors)).toBe(true);
        }
      }),
      { numRuns: 600, seed: 4242 },
    );
  }, 60_000);

  it('leave the store consistent: valid records, unique names, no record in two workspaces', async () => {
    const seen = new Set<string>();
    for (const wid of ['1001', '1002', '1003']) {
      for (const key of resourceKeys) {
        // The store keeps whole records; the list answers summaries of some (a workflow without its draft).
        const records = resources[key].record.array().parse(t.mock.store.records.list(wid, key)) as Record<string, unknown>[];
        const names = records.map((r) => nameOf(resources[key], r)!.trim().toLowerCase());
        expect(new Set(names).size).toBe(names.length);
        for (const record of records) {
          expect(seen.has(record.id as string)).toBe(false);
          seen.add(record.id as string);
        }
        const viaApi = await t.call('GET', `/api/workspaces/${wid}/${resources[key].path}`, { token: tokens.admin });
        expect(resourceOperations(key).list.response.parse(viaApi.data)).toHaveLength(records.length);
      }
    }
  });
});
